import Database from 'better-sqlite3';

/**
 * What a search database holds, as rows to compare: every section with its terms (ordered by route and anchor,
 * not by id), the vocabulary, the words as written, the versions and the locale. The format and the hash of the code that wrote it are left out.
 */
export function searchIndexContent(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return {
      meta: db
        .prepare(
          `SELECT key, value FROM meta WHERE key IN ('versions', 'scopes', 'latest', 'locale') ORDER BY key`,
        )
        .raw()
        .all(),
      sections: db
        .prepare(
          `SELECT s.route, s.version, s.page_title, s.heading, s.anchor, s.text, s.code,
                  t.page_title, t.heading, t.text, t.code, t.scope, t.written
           FROM sections s JOIN section_terms t USING (id)
           ORDER BY s.route, s.anchor, s.heading, s.text, s.code`,
        )
        .raw()
        .all() as unknown[][],
      terms: db.prepare('SELECT term, reversed, sections FROM terms ORDER BY term').raw().all() as [
        string,
        string,
        number,
      ][],
      written: db.prepare('SELECT word, reversed, term, sections FROM written ORDER BY word').raw().all(),
    };
  } finally {
    db.close();
  }
}

/** The database's section ids, each with its section's route and anchor, by id. */
export function sectionIds(file: string): [number, string, string][] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT id, route, anchor FROM sections ORDER BY id').raw().all() as [
      number,
      string,
      string,
    ][];
  } finally {
    db.close();
  }
}
