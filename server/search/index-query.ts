/**
 * Asking one index (the site's, or an audience's: see `node/search/section-index.ts`) for the best sections. Everything it
 * reads is in that index, so what it finds, and the work it does, depend only on the sections it holds.
 */
import type Database from 'better-sqlite3';
import { FUZZY_MIN_LENGTH, searchTerm, SUBSTITUTION_MIN_LENGTH } from '../../core/search/search-terms.ts';
import { reversedTerm } from '../../node/search/index-writing.mjs';
import { COLUMN_WEIGHTS, HEADLINE_WEIGHTS } from '../../node/search/section-index.ts';

/**
 * Matches ranked per query, at most: the shortest ones, as ids are given shortest first. Ranking every match of
 * a word found in most sections takes tens of milliseconds; short sections are where bm25 ranks a word highest.
 */
const RANKED_MATCHES = 1000;
/** Terms one query word may stand for (itself, its completions, its near spellings): the most frequent. */
const MAX_TERMS_PER_WORD = 20;
/** Shortest unfinished word completed (one letter would stand for thousands of terms). */
const PREFIX_MIN_LENGTH = 2;
/**
 * Endings an unfinished word may still get (and, below, every end of each): the word is also searched as each
 * word it may become, stemmed, so "installati" finds "instal" (installation) and "happine" finds "happi"
 * (happiness), while "datasheet" does not find "data" nor "blockchain" "block".
 */
const ENDINGS = ['ation', 'ition', 'ing', 'ment', 'ness', 'able', 'ible', 'ence', 'ance', 'ity', 'ive', 'ize']
  .concat(['ise', 'ous', 'ful', 'al', 'ed', 'es', 'er', 'ly', 'ent', 'ant', 'ion', 's', 'e'])
  .flatMap((ending) => [...ending].map((_, start) => ending.slice(start)));
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
   * The terms of this index a query word may stand for, the most frequent first. A word the index knows stands
   * for its stem; the word being typed also for the terms it begins and those it may become when finished.
   * Only a word that stands for none of these may be a typo: then it stands for the terms one typo away
   * (`oneTypoApart`), from five letters. Empty when none is here.
   */
  termsFor(word: string, typing: boolean): string[] {
    const lower = word.toLowerCase();
    const stem = searchTerm(lower);
    const found = this.known(typing ? [stem, ...finishedForms(lower)] : [stem]);
    if (typing && lower.length >= PREFIX_MIN_LENGTH) {
      const start = lower.replaceAll('ς', 'σ');
      found.push(
        ...(this.statements.completions.all(start, start + LAST_CHARACTER, MAX_TERMS_PER_WORD) as TermRow[]),
      );
    }
    const near = found.length > 0 || lower.length < FUZZY_MIN_LENGTH ? [] : this.nearSpellings(stem, lower);
    const ranked = [...found, ...near].sort((a, b) => b.sections - a.sections);
    return [...new Set(ranked.map((row) => row.term))].slice(0, MAX_TERMS_PER_WORD);
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
   * Terms one typo away from `stem` (of the word as typed, `typed`). The typo is in one half of the word, so the
   * other half is intact: such a term begins with the first half or ends with the second. Both are ranges of an
   * index, narrowed by length, and only those are compared.
   */
  private nearSpellings(stem: string, typed: string): TermRow[] {
    const half = Math.floor(stem.length / 2);
    const start = stem.slice(0, half);
    const end = reversedTerm(stem.slice(half));
    const lengths = [stem.length - 1, stem.length + 1];
    const candidates = [
      ...(this.statements.nearByStart.all(start, start + LAST_CHARACTER, ...lengths) as TermRow[]),
      ...(this.statements.nearByEnd.all(end, end + LAST_CHARACTER, ...lengths) as TermRow[]),
    ];
    const substitutions = typed.length >= SUBSTITUTION_MIN_LENGTH;
    return candidates.filter((row) => oneTypoApart(stem, row.term, substitutions));
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

/** The stems of the words an unfinished word may become (`ENDINGS`). */
function finishedForms(word: string): string[] {
  return [...new Set(ENDINGS.map((ending) => searchTerm(word + ending)))];
}

/**
 * Whether `term` is one typo away from `stem`: a letter left out, one too many, two neighbours swapped, or (with
 * `substitutions`, for long words) one letter for another. Not a typo: a different first letter, or one stem
 * extending the other (stems cut word endings: "residue" is not "residency", "bucked" not "bucket"). A
 * substituted letter turns many short words into others (motel, modem, model; clutter, cluster), a left-out,
 * extra or swapped one rarely does.
 */
export function oneTypoApart(stem: string, term: string, substitutions: boolean): boolean {
  if (stem[0] !== term[0] || stem.startsWith(term) || term.startsWith(stem)) return false;
  let start = 0;
  while (stem[start] === term[start]) start++;
  let end = 0;
  while (end < Math.min(stem.length, term.length) - start && stem.at(-1 - end) === term.at(-1 - end)) end++;
  const typed = stem.slice(start, stem.length - end);
  const meant = term.slice(start, term.length - end);
  if (typed.length + meant.length === 1) return true;
  if (typed.length === 2 && meant.length === 2) return typed[0] === meant[1] && typed[1] === meant[0];
  return substitutions && typed.length === 1 && meant.length === 1;
}

/** A term as an FTS5 string: terms hold letters, digits and marks only, so quoting never needs escaping. */
function quoted(term: string): string {
  return `"${term}"`;
}
