import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { NamespacedUnregister } from 'tsx/esm/api';
import { DOCGEN_CACHE } from '../docgen-dirs.ts';
import { compiledModule } from '../compile/compiled-module.ts';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { SiteConfig } from '../../core/config/schema.ts';
import { validateSiteConfig } from '../../core/config/validate.ts';

export const CONFIG_FILE = 'site.config.ts';

export type LoadedConfig = { ok: true; config: SiteConfig } | { ok: false; diagnostics: Diagnostic[] };

let typescript: NamespacedUnregister | undefined;

/**
 * Imports a TypeScript module compiled by esbuild (a few milliseconds; it then lives in docgen's cache, where
 * docgen's packages resolve). A package only the site has does not resolve there: tsx then imports the module
 * where it is. tsx is registered for this alone (the CLI itself runs compiled), and only then: it takes about
 * 0.2 s to start. A syntax error, or an error the module throws, is the module's own and comes as it is.
 */
async function importTypeScript(source: URL, fresh: boolean): Promise<unknown> {
  const compiled = new URL(await compiledModule(source, DOCGEN_CACHE));
  const stamp = (url: URL) => {
    if (fresh) url.searchParams.set('t', String(Date.now()));
    return url.href;
  };
  if (compiled.pathname !== source.pathname) {
    try {
      return await import(stamp(compiled));
    } catch (error) {
      if (!isMissingPackage(error)) throw error;
    }
  }
  typescript ??= (await import('tsx/esm/api')).register({ namespace: 'docgen-site-config' });
  return typescript.import(stamp(new URL(source)), import.meta.url);
}

function isMissingPackage(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === 'ERR_MODULE_NOT_FOUND';
}

/** Imports `site.config.ts` from the site root and validates it. `fresh` bypasses the module cache (dev). */
export async function loadSiteConfig(root: string, fresh = false): Promise<LoadedConfig> {
  let exported: unknown;
  try {
    const module = await importTypeScript(pathToFileURL(join(root, CONFIG_FILE)), fresh);
    exported = (module as { default?: unknown }).default;
  } catch (error) {
    return {
      ok: false,
      diagnostics: [loadFailure(error)],
    };
  }
  return validateSiteConfig(exported, CONFIG_FILE);
}

/** A syntax error comes from esbuild (directly, or through tsx) as "…\n<file>:<line>:<column>: ERROR: <text>". */
const SYNTAX_ERROR = /:(\d+):(\d+): ERROR: (.+)/;

function loadFailure(error: unknown): Diagnostic {
  const text = error instanceof Error ? error.message : String(error);
  const syntax = SYNTAX_ERROR.exec(text);
  return {
    code: 'config-load-failed',
    severity: 'error',
    file: CONFIG_FILE,
    ...(syntax ? { line: Number(syntax[1]), column: Number(syntax[2]) } : {}),
    message: `Cannot load the site configuration: ${syntax?.[3] ?? text.split('\n')[0]}`,
    hint: 'The file must be valid TypeScript with `export default defineConfig({...})`.',
  };
}
