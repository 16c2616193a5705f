import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { register, type NamespacedUnregister } from 'tsx/esm/api';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { SiteConfig } from '../../core/config/schema.ts';
import { validateSiteConfig } from '../../core/config/validate.ts';

export const CONFIG_FILE = 'site.config.ts';

export type LoadedConfig = { ok: true; config: SiteConfig } | { ok: false; diagnostics: Diagnostic[] };

let typescript: NamespacedUnregister | undefined;

/**
 * Imports a TypeScript module (and what it imports) through tsx, registered once for this and nothing else: the
 * CLI itself runs compiled, without a loader for every module it imports.
 */
function importTypeScript(url: string): Promise<unknown> {
  typescript ??= register({ namespace: 'docgen-site-config' });
  return typescript.import(url, import.meta.url);
}

/** Imports `site.config.ts` from the site root and validates it. `fresh` bypasses the module cache (dev). */
export async function loadSiteConfig(root: string, fresh = false): Promise<LoadedConfig> {
  const url = pathToFileURL(join(root, CONFIG_FILE));
  if (fresh) url.searchParams.set('t', String(Date.now()));
  let exported: unknown;
  try {
    exported = ((await importTypeScript(url.href)) as { default?: unknown }).default;
  } catch (error) {
    return {
      ok: false,
      diagnostics: [
        {
          code: 'config-load-failed',
          severity: 'error',
          file: CONFIG_FILE,
          message: `Cannot load the site configuration: ${(error as Error).message.split('\n')[0]}`,
          hint: 'The file must be valid TypeScript with `export default defineConfig({...})`.',
        },
      ],
    };
  }
  return validateSiteConfig(exported, CONFIG_FILE);
}
