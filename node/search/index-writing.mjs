// How a connection that writes a search index is set up: shared by the build (`generator/search/`) and the
// process that writes an audience's index (`server/search/`), which is plain JavaScript so that it needs no
// TypeScript loader.

/** The SQL function giving a term reversed, so that a range of `terms.reversed` is every term ending alike. */
export const REVERSE_FUNCTION = 'docgen_reversed';

/** Settings for a database nobody reads until it is finished (a crash leaves a file to delete, no more). */
export function prepareForWriting(db) {
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.function(REVERSE_FUNCTION, { deterministic: true }, (term) => reversedTerm(String(term)));
}

export function reversedTerm(term) {
  return [...term].reverse().join('');
}
