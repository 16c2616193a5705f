// The CLI compiled from its TypeScript sources into JavaScript, cached until a source changes. Plain JavaScript:
// it runs before any TypeScript loader, and exists so that none is needed. Through the loader every command paid
// about 0.6 s to start (it resolves and compiles each of the CLI's modules through a loader thread).
import { join } from 'node:path';
import { COMPILE_CACHE, DOCGEN_ROOT, compileToCache, reportFallback, sourcesKey } from './compile-cache.mjs';

/**
 * The compiled CLI's entry, as a URL to import, or undefined when it cannot be compiled (the caller then runs
 * the TypeScript sources through the loader, and the reason is printed). The cache is keyed by `sourcesKey`.
 * One chunk per lazily loaded command, so each command loads only its packages.
 */
export async function compiledCli(cacheDir = COMPILE_CACHE) {
  try {
    const entry = join(DOCGEN_ROOT, 'bin', 'docgen.ts');
    const url = await compileToCache({
      entry,
      name: 'cli',
      cacheDir,
      key: sourcesKey({ fresh: true }),
      splitting: true,
      inlinePackages: true,
    });
    return url.href;
  } catch (error) {
    reportFallback(error);
    return undefined;
  }
}
