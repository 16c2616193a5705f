/**
 * Where `docgen build` writes the search index: a SQLite database under a dot-name in the build, which the
 * server opens read-only and never serves as a file (nor does `docgen dev`). Its tables are described in
 * `node/search/section-index.ts`.
 */
export const SEARCH_INDEX_FILE = '.docgen-search.sqlite';
export const SEARCH_INDEX_FORMAT = 4;
