/**
 * Asking one index (the site's, or an audience's: see `node/search/section-index.ts`) for the best sections. Everything it
 * reads is in that index, so what it finds, and the work it does, depend only on the sections it holds.
 */
import type Database from 'better-sqlite3';
import {
  isCjkCharacter,
  FUZZY_MIN_LENGTH,
  SUBSTITUTION_MIN_LENGTH,
  type TextAnalyzer,
} from '../../core/search/search-terms.ts';
import { reversedTerm } from '../../node/search/index-writing.mjs';
import {
  COMPOUND_PART_MIN_LENGTH,
  compoundParts,
  compoundsWith,
  type TermRow,
  type Vocabulary,
} from './compound-words.ts';
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
/** The highest code point: a term starting with `p` sorts at or after `p` and before `p` + this. */
const LAST_CHARACTER = '\u{10FFFF}';

/**
 * What a query word stands for: any of these terms (or phrases: terms joined by spaces, one after the other), or
 * of these pairs of terms (a compound's parts, both).
 */
export type TermGroup = (string | readonly [string, string])[];

/** A word as written (`written` table) and the term it stands for. */
interface WrittenRow extends TermRow {
  word: string;
}

export class IndexQuery {
  private readonly statements;
  private readonly vocabulary: Vocabulary = {
    known: (terms) => this.known(terms),
    beginningWith: (start) => this.completions(start),
    endingWith: (end, minLength) =>
      this.statements.endings.all(
        reversedTerm(end),
        reversedTerm(end) + LAST_CHARACTER,
        minLength,
        MAX_TERMS_PER_WORD,
      ) as TermRow[],
  };

  /** `analyzer`: the one of the language the index's pages are written in. */
  constructor(
    readonly db: Database.Database,
    private readonly analyzer: TextAnalyzer,
  ) {
    const near = (column: 'term' | 'reversed') =>
      db.prepare(
        `SELECT term, sections FROM terms
         WHERE ${column} >= ? AND ${column} < ? AND length(term) BETWEEN ? AND ?`,
      );
    const nearWritten = (column: 'word' | 'reversed') =>
      db.prepare(
        `SELECT word, term, sections FROM written
         WHERE ${column} >= ? AND ${column} < ? AND length(word) BETWEEN ? AND ?`,
      );
    this.statements = {
      completions: db.prepare(
        'SELECT term, sections FROM terms WHERE term >= ? AND term < ? ORDER BY sections DESC LIMIT ?',
      ),
      endings: db.prepare(
        `SELECT term, sections FROM terms WHERE reversed >= ? AND reversed < ? AND length(term) >= ?
         ORDER BY sections DESC LIMIT ?`,
      ),
      known: db.prepare('SELECT term, sections FROM terms WHERE term IN (SELECT value FROM json_each(?))'),
      nearByStart: near('term'),
      nearByEnd: near('reversed'),
      writtenByStart: nearWritten('word'),
      writtenByEnd: nearWritten('reversed'),
      headlines: ranking(db, 'headline_index', HEADLINE_WEIGHTS),
      sections: ranking(db, 'section_index', COLUMN_WEIGHTS),
    };
  }

  /**
   * What a query word stands for (see `termsFor`); in a language that joins words, also the two parts of a
   * compound, both in one section ("Lieferantenkatalog": a section with "Lieferanten" and "Katalog").
   */
  groupFor(word: string, typing: boolean): TermGroup {
    if (word.includes(' ')) return this.phraseGroup(word);
    if (this.analyzer.language.bigrams && isCjkCharacter(word)) return this.characterGroup(word);
    const terms: TermGroup = this.termsFor(word, typing);
    const parts =
      this.analyzer.language.compounds && compoundParts(word.toLowerCase(), this.vocabulary, this.analyzer);
    return parts ? [...terms, parts] : terms;
  }

  /**
   * The terms of this index a query word may stand for, the most frequent first. A word the index knows stands
   * for its stem; the word being typed also for the terms it begins and those it may become when finished; in a
   * language that joins words, also for the compounds it begins or ends. Only a word that stands for none of
   * these may be a typo: then it stands for the terms one typo away (`oneTypoApart`) from its stem or from a
   * word as written, from five letters. Empty when none is here.
   */
  termsFor(word: string, typing: boolean): string[] {
    const lower = word.toLowerCase();
    const stem = this.analyzer.term(lower);
    const found = this.known(typing ? [stem, ...this.finishedForms(lower)] : [stem]);
    if (typing && lower.length >= PREFIX_MIN_LENGTH)
      found.push(...this.completions(lower.replaceAll('ς', 'σ')));
    if (this.analyzer.language.compounds && stem.length >= COMPOUND_PART_MIN_LENGTH)
      found.push(...compoundsWith(lower, this.vocabulary, this.analyzer));
    const near = found.length > 0 || lower.length < FUZZY_MIN_LENGTH ? [] : this.nearSpellings(stem, lower);
    const ranked = [...found, ...near].sort((a, b) => b.sections - a.sections);
    return [...new Set(ranked.map((row) => row.term))].slice(0, MAX_TERMS_PER_WORD);
  }

  /**
   * Ids of the best `limit` sections holding each word group (one of its terms) in `scopes` (all when
   * undefined). A section whose title or heading holds every word comes before one that holds them only in
   * its text; within each tier, bm25 with the column weights ranks.
   */
  best(groups: TermGroup[], scopes: string[] | undefined, limit: number): number[] {
    const match = [...groups, ...(scopes ? [scopes] : [])]
      .map((terms) => `(${terms.map(matching).join(' OR ')})`)
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

  /**
   * A phrase of the query (the pairs of a Chinese, Japanese or Korean run, `TextAnalyzer.queryWords`) stands for
   * itself: FTS5 finds its terms one after the other, so only where the whole run is written. Nothing when one of
   * its terms is no term of the index.
   */
  /**
   * One Chinese, Japanese or Korean character stands for itself (written alone) and for the most frequent pairs
   * it begins or ends: the index holds the pairs of its runs, not their characters.
   */
  private characterGroup(character: string): TermGroup {
    const term = this.analyzer.term(character);
    const rows = [...this.known([term]), ...this.completions(term), ...this.vocabulary.endingWith(term, 2)];
    const ranked = rows.sort((a, b) => b.sections - a.sections).map((row) => row.term);
    return [...new Set(ranked)].slice(0, MAX_TERMS_PER_WORD);
  }

  private phraseGroup(phrase: string): TermGroup {
    const terms = phrase.split(' ').map((word) => this.analyzer.term(word));
    const distinct = [...new Set(terms)];
    return this.known(distinct).length === distinct.length ? [terms.join(' ')] : [];
  }

  private known(terms: string[]): TermRow[] {
    return this.statements.known.all(JSON.stringify(terms)) as TermRow[];
  }

  private completions(start: string): TermRow[] {
    return this.statements.completions.all(start, start + LAST_CHARACTER, MAX_TERMS_PER_WORD) as TermRow[];
  }

  /** The stems of the words an unfinished word may become (the language's endings). */
  private finishedForms(word: string): string[] {
    const endings = this.analyzer.language.endings ?? [];
    return [...new Set(endings.map((ending) => this.analyzer.term(word + ending)))];
  }

  /**
   * Terms one typo away from `stem`, or standing for a word as written one typo away from `typed` (the word as
   * typed, lower-cased). The typo is in one half of the word, so the other half is intact: such a term or word
   * begins with the first half or ends with the second. Both are ranges of an index, narrowed by length, and
   * only those are compared.
   */
  private nearSpellings(stem: string, typed: string): TermRow[] {
    const substitutions = typed.length >= SUBSTITUTION_MIN_LENGTH;
    const nearStems = halvesOf(stem, this.statements.nearByStart, this.statements.nearByEnd) as TermRow[];
    const nearWords = halvesOf(
      typed,
      this.statements.writtenByStart,
      this.statements.writtenByEnd,
    ) as WrittenRow[];
    return [
      ...nearStems.filter((row) => oneTypoApart(stem, row.term, substitutions)),
      ...nearWords.filter((row) => oneTypoApart(typed, row.word, substitutions)),
    ];
  }
}

/** The rows one letter longer or shorter than `word` that begin with its first half or end with its second. */
function halvesOf(word: string, byStart: Database.Statement, byEnd: Database.Statement): unknown[] {
  const half = Math.floor(word.length / 2);
  const start = word.slice(0, half);
  const end = reversedTerm(word.slice(half));
  const lengths = [word.length - 1, word.length + 1];
  return [
    ...byStart.all(start, start + LAST_CHARACTER, ...lengths),
    ...byEnd.all(end, end + LAST_CHARACTER, ...lengths),
  ];
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

/**
 * A term (or phrase), or a pair of terms both in one section, in FTS5's syntax. Terms hold letters, digits and
 * marks only (a phrase spaces too), so quoting never needs escaping.
 */
function matching(terms: string | readonly string[]): string {
  return typeof terms === 'string' ? `"${terms}"` : `(${terms.map((term) => `"${term}"`).join(' AND ')})`;
}
