/**
 * docgen's own folders, as opposed to a site's: where docgen's sources are, and its cache in
 * `node_modules/.cache/docgen/`, shared by every site it builds. A site's own cache is `.docgen/cache/` under
 * the site's root.
 */
import { resolve } from 'node:path';
import { COMPILE_CACHE, DOCGEN_ROOT } from '../bin/compile-cache.mjs';

/** docgen's own directory: the client bundle and the page renderer are built from its sources. */
export { DOCGEN_ROOT };

/** What docgen compiles and bundles for every site: the client bundle, its worker modules, site configurations. */
export const DOCGEN_CACHE = COMPILE_CACHE;

/** The cache of the site at `root`: what its builds keep for the next one (transforms, search, render records). */
export function siteCacheDir(root: string): string {
  return resolve(root, '.docgen', 'cache');
}
