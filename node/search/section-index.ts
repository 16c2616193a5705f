/**
 * The search index as SQLite tables. `docgen build` writes one database (the site's); `docgen serve` opens it
 * read-only, and makes a database of the same index tables for each audience that may not open every page.
 *
 * The site's database:
 * - `meta`: the format, a hash of the code that wrote it, the versions and which one is the latest;
 * - `pages`: each page indexed, with what its sections were made of, so that the next build replaces only the
 *   sections of the pages that changed;
 * - `sections`: each section as a hit shows it (route, anchor, titles, its text for the excerpt);
 * - `section_terms`: each section's index terms (`core/search/search-terms.ts`), space-separated, per column,
 *   and its scope (version or blog) as a term, and its words as written whose term is another (a JSON object,
 *   word → term): what every index, the site's or an audience's, is filled from;
 * - the index tables below, of every section.
 *
 * The index tables:
 * - `section_index`: FTS5, contentless (the terms are in `section_terms`, the text in `sections`). Its rowid is
 *   the section's id, and ids grow with the section's length (`generator/search/section-ids.ts`), so "the first
 *   N matches" are the N shortest;
 * - `headline_index`: the same of the page titles and headings alone, whose short lists of sections answer
 *   "which sections have these words in their title or heading" without reading through the others;
 * - `terms`: its vocabulary (each term, reversed for suffix look-ups, and how many sections hold it), where a
 *   query's unfinished and mistyped words find the terms they may mean;
 * - `written`: the words as written whose term is another (each with its term, reversed, and how many sections
 *   hold it), where a mistyped word finds the word meant when its stem is cut elsewhere than that word's.
 */
import { REVERSE_FUNCTION } from './index-writing.mjs';

/** The index's columns, in order, and how much a match in each counts (bm25 weights; the scope never does). */
export const INDEX_COLUMNS = ['page_title', 'heading', 'text', 'code', 'scope'] as const;
export const COLUMN_WEIGHTS = [2, 3, 1, 0.3, 0] as const;
export const HEADLINE_COLUMNS = ['page_title', 'heading', 'scope'] as const;
export const HEADLINE_WEIGHTS = [2, 3, 0] as const;

/**
 * A section's scope term: the position of its version (or the blog) among the site's scopes, after an
 * underscore. No word holds one (`core/search/search-terms.ts`), so no query word matches a scope term, and
 * queries need no column filter to keep them apart.
 */
export function scopeTerm(position: number): string {
  return `_${position}`;
}

/** The site database's `meta` table, by key (versions and scopes as JSON arrays). */
export interface SearchMeta {
  /** The locale the pages are written in: queries are read with its language's analyzer. */
  locale: string;
  /** A hash of the code that writes the index: a build updates the previous index only when it is the same. */
  code: string;
  format: string;
  versions: string;
  /** The blog, then each version: `scopeTerm(n)` names the n-th. */
  scopes: string;
  latest: string;
}

export const SITE_TABLES = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE pages (route TEXT PRIMARY KEY, made_of TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE sections (
    id INTEGER PRIMARY KEY, route TEXT NOT NULL, version TEXT NOT NULL, page_title TEXT NOT NULL,
    heading TEXT NOT NULL, anchor TEXT NOT NULL, text TEXT NOT NULL, code TEXT NOT NULL
  );
  CREATE INDEX sections_by_route ON sections(route);
  CREATE TABLE section_terms (
    id INTEGER PRIMARY KEY, ${INDEX_COLUMNS.map((column) => `${column} TEXT NOT NULL`).join(', ')},
    written TEXT NOT NULL
  );
`;

/**
 * `unicode61` splitting words where `core/search/search-terms.ts` does: at anything but letters, digits and marks
 * (its default would split at marks, cutting most Indic words in pieces), with `_` kept in a term (for the scope
 * terms). So every term the build writes is one token, and the vocabulary holds the terms as queries look them up.
 */
const TOKENIZER = "tokenize = 'unicode61 remove_diacritics 0 categories ''L* N* M*'' tokenchars ''_'''";

const INDEX_TABLES = `
  CREATE VIRTUAL TABLE section_index USING fts5(${INDEX_COLUMNS.join(', ')}, content = '', ${TOKENIZER});
  CREATE VIRTUAL TABLE headline_index USING fts5(${HEADLINE_COLUMNS.join(', ')}, content = '', ${TOKENIZER});
  CREATE TABLE terms (term TEXT PRIMARY KEY, reversed TEXT NOT NULL, sections INTEGER NOT NULL) WITHOUT ROWID;
  CREATE TABLE written (
    word TEXT PRIMARY KEY, reversed TEXT NOT NULL, term TEXT NOT NULL, sections INTEGER NOT NULL
  ) WITHOUT ROWID;
`;

/**
 * The SQL that makes the index tables in `main` from `source` (a `section_terms` table, schema-qualified),
 * taking only the sections whose ids are in `temp.allowed` when `onlyAllowed`. Every step runs in C inside
 * SQLite, on a connection set up by `prepareForWriting` (`index-writing.mjs`).
 */
export function indexSql(source: string, onlyAllowed: boolean): string {
  const allowedIn = (id: string) => (onlyAllowed ? `WHERE ${id} IN (SELECT id FROM temp.allowed)` : '');
  const filter = allowedIn('id');
  const fill = (table: string, columns: readonly string[]) => `
    INSERT INTO ${table}(rowid, ${columns.join(', ')}) SELECT id, ${columns.join(', ')} FROM ${source} ${filter};
    INSERT INTO ${table}(${table}) VALUES ('optimize');`;
  return `
    ${INDEX_TABLES}
    BEGIN;
    ${fill('section_index', INDEX_COLUMNS)}
    ${fill('headline_index', HEADLINE_COLUMNS)}
    CREATE VIRTUAL TABLE temp.vocabulary USING fts5vocab(main, section_index, 'row');
    INSERT INTO terms SELECT term, ${REVERSE_FUNCTION}(term), doc FROM temp.vocabulary WHERE term NOT LIKE '\\_%' ESCAPE '\\';
    DROP TABLE temp.vocabulary;
    CREATE INDEX terms_by_reversed ON terms(reversed);
    INSERT INTO written
      SELECT word.key, ${REVERSE_FUNCTION}(word.key), word.value, count(*) FROM ${source}, json_each(${source}.written) AS word
      ${allowedIn(`${source}.id`)} GROUP BY word.key;
    CREATE INDEX written_by_reversed ON written(reversed);
    COMMIT;
  `;
}
