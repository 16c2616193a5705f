import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as pageContext from '../../../theme/docusaurus/page-context.ts';
import { bundlePage, ENTRY } from './bundle-page.ts';
import { PAGE_CONTEXT_MODULE } from './docusaurus-modules.ts';
import { isInteractive } from './interactive.ts';

/** A module a page imports (a site's component, a package, a Docusaurus shim), ready to render with. */
export interface ComponentModule {
  exports: Record<string, unknown>;
  /** The styles it imports. */
  css: string;
  /** Its files (absolute paths), for the page's cache entry. */
  inputs: string[];
  interactive: boolean;
}

interface CachedModule {
  module: ComponentModule;
  /** Each input's modification time when it was bundled: a module whose files changed is bundled again. */
  stamps: [string, number][];
}

const cache = new Map<string, CachedModule>();
const docgenRequire = createRequire(import.meta.url);

/**
 * The module `specifier` names from `resolveDir`, bundled once per worker for all the pages that import it (a
 * site's pages share their components): a page then costs its own compile and render, not a bundle of its
 * components each time.
 */
export async function loadComponentModule(
  root: string,
  specifier: string,
  resolveDir: string,
): Promise<ComponentModule> {
  const key = `${root}\0${resolveDir}\0${specifier}`;
  const cached = cache.get(key);
  if (cached && cached.stamps.every(([path, stamp]) => modifiedAt(path) === stamp)) return cached.module;
  const bundle = await bundlePage({
    root,
    pagePath: join(resolveDir, ENTRY),
    page: '',
    entry: `import * as module from ${JSON.stringify(specifier)};\nexport default module;`,
    target: 'server',
    compilePartial: () => {
      throw new Error('docgen includes markdown in MDX pages, not in components.');
    },
  });
  const exports = runCommonJs(bundle.js, requireForBundles) as { default: Record<string, unknown> };
  const module: ComponentModule = {
    exports: { __esModule: true, ...exports.default },
    css: bundle.css,
    inputs: bundle.inputs,
    interactive: isInteractive('', bundle.inputs),
  };
  cache.set(key, { module, stamps: bundle.inputs.map((path) => [path, modifiedAt(path)]) });
  return module;
}

/** What server bundles require: docgen's React and page context, and Node's own modules. */
export function requireForBundles(specifier: string): unknown {
  return specifier === PAGE_CONTEXT_MODULE ? pageContext : docgenRequire(specifier);
}

/** Runs CommonJS code with the given `require`, returning its exports. */
export function runCommonJs(code: string, require: (specifier: string) => unknown): unknown {
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}

function modifiedAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
}
