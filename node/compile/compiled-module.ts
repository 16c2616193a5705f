import { fileURLToPath } from 'node:url';
import { compileToCache, isCompileError, reportFallback } from '../../bin/compile-cache.mjs';

/**
 * A TypeScript module (a worker's, the site's configuration) compiled to JavaScript: its own TypeScript sources
 * bundled by esbuild, packages left as imports. A thread that loads it needs no TypeScript loader, which
 * resolves and compiles every file of the module through a loader thread: about 0.4 s of CPU per worker.
 *
 * It is named by `key` when the caller has one that changes with every source it is made of (`sourcesKey` for
 * docgen's own modules: a cached entry then costs no compile), else by a hash of the compiled code, so an edited
 * source gives a new entry. It lives under `cacheDir`,
 * inside docgen's `node_modules`, so that its package imports resolve as the sources' do. A source that does not
 * compile rejects with esbuild's message, which names the file, line and column; where the cache cannot be
 * written, the TypeScript module is the answer (slower to start, the same work), and the reason is printed.
 */
export async function compiledModule(source: URL, cacheDir: string, key?: string): Promise<URL> {
  const entry = fileURLToPath(source);
  try {
    // docgen's own modules (named by `key`) carry the markdown chain inside (see `compileToCache`); a site's
    // configuration, compiled at every build, stays small to compile.
    const name = entry.replace(/^.*[/\\]|\.tsx?$/g, '');
    return await compileToCache({ entry, name, cacheDir, key, inlinePackages: key !== undefined });
  } catch (error) {
    if (isCompileError(error)) throw error;
    reportFallback(error);
    return source;
  }
}
