/**
 * Where `docgen build` writes the search index: a SQLite database under a dot-name in the build, which the
 * server opens read-only and never serves as a file (nor does `docgen dev`). Its tables are described in
 * `node/search/section-index.ts`. The default locale's index has the plain name; each other locale's pages
 * have an index of their own, read with their language's analyzer (docs/decisions/search.md).
 */
export const SEARCH_INDEX_FILE = '.docgen-search.sqlite';
export const SEARCH_INDEX_FORMAT = 5;

/** The index file of a locale other than the default (`de` → `.docgen-search.de.sqlite`). */
export function localeSearchIndexFile(locale: string): string {
  return `.docgen-search.${locale}.sqlite`;
}

/** The locale a non-default locale's index file is of, or undefined for any other name. */
export function localeOfSearchIndexFile(name: string): string | undefined {
  return /^\.docgen-search\.([A-Za-z0-9_-]+)\.sqlite$/u.exec(name)?.[1];
}
