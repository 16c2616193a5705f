/**
 * Asking one index (the site's, or an audience's: see `section-index.ts`) for the best sections. Everything it
 * reads is in that index, so what it finds, and the work it does, depend only on the sections it holds.
 */
import type Database from 'better-sqlite3';
import { distance } from 'fastest-levenshtein';
import { FUZZY_MIN_LENGTH, searchTerm } from '../../core/search/search-terms.ts';
import { reversedTerm } from './index-writing.mjs';
import { COLUMN_WEIGHTS, HEADLINE_WEIGHTS } from './section-index.ts';

/**
 * Matches ranked per query, at most: the shortest ones, as ids are given shortest first. Ranking every match of
 * a word found in most sections takes tens of milliseconds; short sections are where bm25 ranks a word highest.
 */
const RANKED_MATCHES = 1000;
/** Terms one query word may stand for (itself, its completions, its near spellings): the most frequent. */
const MAX_TERMS_PER_WORD = 20;
/** Shortest unfinished word completed (one letter would stand for thousands of terms). */
const PREFIX_MIN_LENGTH = 2;
/** Shortest index term an unfinished word may extend ("installati" means "instal"). */
const EXTENDED_MIN_LENGTH = 4;
/** The highest code point: a term starting with `p` sorts at or after `p` and before `p` + this. */
const LAST_CHARACTER = '\u{10FFFF}';

interface TermRow {
  term: string;
  sections: number;
}

export class IndexQuery {
  private readonly statements;

  constructor(readonly db: Database.Database) {
    const near = (column: 'term' | 'reversed') =>
      db.prepare(
        `SELECT term, sections FROM terms
         WHERE ${column} >= ? AND ${column} < ? AND length(term) BETWEEN ? AND ?`,
      );
    this.statements = {
      completions: db.prepare(
        'SELECT term, sections FROM terms WHERE term >= ? AND term < ? ORDER BY sections DESC LIMIT ?',
      ),
      known: db.prepare('SELECT term, sections FROM terms WHERE term IN (SELECT value FROM json_each(?))'),
      nearByStart: near('term'),
      nearByEnd: near('reversed'),
      headlines: ranking(db, 'headline_index', HEADLINE_WEIGHTS),
      sections: ranking(db, 'section_index', COLUMN_WEIGHTS),
    };
  }

  /**
   * The terms of this index a query word may stand for: its stem; when it is the word being typed, the terms it
   * begins (and the one it extends); from five letters, the terms one edit away. Empty when none is here.
   */
  termsFor(word: string, typing: boolean): string[] {
    const stem = searchTerm(word);
    const lower = word.toLowerCase();
    const exact = this.known([stem, ...(typing ? extendedTerms(lower) : [])]);
    const others: TermRow[] = [];
    if (typing && stem.length >= PREFIX_MIN_LENGTH) {
      others.push(
        ...(this.statements.completions.all(stem, stem + LAST_CHARACTER, MAX_TERMS_PER_WORD) as TermRow[]),
      );
    }
    if (stem.length >= FUZZY_MIN_LENGTH) others.push(...this.nearSpellings(stem));
    others.sort((a, b) => b.sections - a.sections);
    return [...new Set([...exact.map((row) => row.term), ...others.map((row) => row.term)])].slice(
      0,
      MAX_TERMS_PER_WORD,
    );
  }

  /**
   * Ids of the best `limit` sections holding each word group (one of its terms) in `scopes` (all when
   * undefined). A section whose title or heading holds every word comes before one that holds them only in
   * its text; within each tier, bm25 with the column weights ranks.
   */
  best(groups: string[][], scopes: string[] | undefined, limit: number): number[] {
    const match = [...groups, ...(scopes ? [scopes] : [])]
      .map((terms) => `(${terms.map(quoted).join(' OR ')})`)
      .join(' AND ');
    const titled = this.statements.headlines(match, limit);
    if (titled.length >= limit) return titled;
    const seen = new Set(titled);
    const anywhere = this.statements.sections(match, limit + titled.length);
    return [...titled, ...anywhere.filter((id) => !seen.has(id))].slice(0, limit);
  }

  close(): void {
    this.db.close();
  }

  private known(terms: string[]): TermRow[] {
    return this.statements.known.all(JSON.stringify(terms)) as TermRow[];
  }

  /**
   * Terms one insertion, deletion or substitution away from `stem`. The edit is in one half of the word, so
   * the other half is intact: such a term begins with the first half or ends with the second. Both are ranges
   * of an index, narrowed by length, and only those are measured.
   */
  private nearSpellings(stem: string): TermRow[] {
    const half = Math.floor(stem.length / 2);
    const start = stem.slice(0, half);
    const end = reversedTerm(stem.slice(half));
    const lengths = [stem.length - 1, stem.length + 1];
    const candidates = [
      ...(this.statements.nearByStart.all(start, start + LAST_CHARACTER, ...lengths) as TermRow[]),
      ...(this.statements.nearByEnd.all(end, end + LAST_CHARACTER, ...lengths) as TermRow[]),
    ];
    return candidates.filter((row) => row.term !== stem && distance(row.term, stem) === 1);
  }
}

/** Ranks the matches of an FTS5 query in `table`: the first `RANKED_MATCHES` by rowid (the shortest) only. */
function ranking(db: Database.Database, table: string, weights: readonly number[]) {
  const nth = db.prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ? LIMIT 1 OFFSET ?`).pluck();
  const ranked = db
    .prepare(
      `SELECT rowid FROM ${table} WHERE ${table} MATCH ? AND rowid <= ?
       ORDER BY bm25(${table}, ${weights.join(', ')}) LIMIT ?`,
    )
    .pluck();
  return (match: string, limit: number): number[] => {
    const last = nth.get(match, RANKED_MATCHES - 1) as number | undefined;
    return ranked.all(match, last ?? Number.MAX_SAFE_INTEGER, limit) as number[];
  };
}

/** The beginnings of an unfinished word that may be whole terms: "installati" may mean "instal". */
function extendedTerms(word: string): string[] {
  const lengths = [];
  for (let length = Math.max(EXTENDED_MIN_LENGTH, word.length - 6); length < word.length; length++) {
    lengths.push(length);
  }
  return lengths.map((length) => word.slice(0, length));
}

/** A term as an FTS5 string: terms hold letters, digits and marks only, so quoting never needs escaping. */
function quoted(term: string): string {
  return `"${term}"`;
}
