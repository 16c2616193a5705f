import type { AsPlainObject } from 'minisearch';

/**
 * Where `docgen build` writes the search index: a dot-name in the build, which the server reads at start-up and
 * never serves as a file (nor does `docgen dev`).
 */
export const SEARCH_INDEX_FILE = '.docgen-search.json';
export const SEARCH_INDEX_FORMAT = 1;

export interface SearchIndexFile {
  /** A hash of what the index was made from; a build whose inputs match copies the previous index. */
  inputs: string;
  format: typeof SEARCH_INDEX_FORMAT;
  /** The docs versions, newest first. */
  versions: string[];
  /** The version a search without one looks in (none on a site without docs). */
  latest?: string;
  /** The MiniSearch index of every section (see `search-index-options.ts`). */
  index: AsPlainObject;
}
