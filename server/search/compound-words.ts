/**
 * Compounds, in languages that join words into one ("Lieferant" + "Katalog" → "Lieferantenkatalog"): a query
 * word finds the compounds of the index it is a part of, and a compound the index does not hold is searched as
 * its parts. Both only where every part is a word of the index, so "Stand" does not find "Standardeinstellung"
 * ("ardeinstellung" is no word).
 */
import type { TextAnalyzer } from '../../core/search/search-terms.ts';

/**
 * Shortest part of a compound: shorter ones ("art", "ein") would be found in too many words they are not part
 * of.
 */
export const COMPOUND_PART_MIN_LENGTH = 4;
/** Letters joining the parts of a compound ("Lieferant·en·katalog", "Arbeit·s·platz"). */
const LINKING_LETTERS = ['', 'en', 'es', 'er', 'n', 's', 'e'];

export interface TermRow {
  term: string;
  sections: number;
}

/** What this needs of an index's vocabulary. */
export interface Vocabulary {
  /** Those of `terms` the index holds. */
  known(terms: string[]): TermRow[];
  /** The most frequent terms beginning with `start`. */
  beginningWith(start: string): TermRow[];
  /** The most frequent terms ending with `end`, at least `minLength` long. */
  endingWith(end: string, minLength: number): TermRow[];
}

/**
 * Letters put before a word to stem it as the end of a compound: long enough that the stemmer's regions (R1, R2)
 * begin before the word; stemmers change a word's end only, so they come back as they went in.
 */
const COMPOUND_LEAD = 'ababab';

/**
 * The terms a word `ends` a compound as: its stem, and the stem of its end in a longer word where that differs.
 * Stemmers cut more from a long word than from a short one: German "Rechnung" stays "rechnung", but
 * "Eingangsrechnung" becomes "eingangsrechn".
 */
function compoundEndings(word: string, analyzer: TextAnalyzer): string[] {
  const stem = analyzer.term(word);
  const led = analyzer.term(COMPOUND_LEAD + word);
  const ending = led.startsWith(COMPOUND_LEAD) ? led.slice(COMPOUND_LEAD.length) : stem;
  return ending === stem || ending.length < COMPOUND_PART_MIN_LENGTH ? [stem] : [stem, ending];
}

/**
 * The compounds of the index that `word` (in lower case) begins or ends, whose other part is a word of the index
 * too.
 */
export function compoundsWith(word: string, vocabulary: Vocabulary, analyzer: TextAnalyzer): TermRow[] {
  const stem = analyzer.term(word);
  const longer = stem.length + COMPOUND_PART_MIN_LENGTH;
  const candidates = [
    ...compoundEndings(word, analyzer).flatMap((ending) =>
      vocabulary
        .endingWith(ending, ending.length + COMPOUND_PART_MIN_LENGTH)
        .map((row) => ({ row, other: firstParts(row.term, ending, analyzer) })),
    ),
    ...vocabulary
      .beginningWith(stem)
      .filter((row) => row.term.length >= longer)
      .map((row) => ({ row, other: lastParts(row.term.slice(stem.length)) })),
  ];
  const known = new Set(vocabulary.known(candidates.flatMap(({ other }) => other)).map((row) => row.term));
  return candidates.filter(({ other }) => other.some((term) => known.has(term))).map(({ row }) => row);
}

/**
 * A compound's two parts as terms of the index (the first without its linking letters), cut where the last
 * part is longest; undefined when no cut gives two words of the index.
 */
export function compoundParts(
  word: string,
  vocabulary: Vocabulary,
  analyzer: TextAnalyzer,
): [string, string] | undefined {
  for (let cut = COMPOUND_PART_MIN_LENGTH; cut <= word.length - COMPOUND_PART_MIN_LENGTH; cut++) {
    const [last] = vocabulary.known([analyzer.term(word.slice(cut))]);
    if (!last) continue;
    const [first] = vocabulary.known(firstParts(word.slice(0, cut), '', analyzer));
    if (first) return [first.term, last.term];
  }
  return undefined;
}

/** The terms the first part of `compound` may be, when `last` ends it: without each linking ending. */
function firstParts(compound: string, last: string, analyzer: TextAnalyzer): string[] {
  const first = compound.slice(0, compound.length - last.length);
  return LINKING_LETTERS.filter((linking) => first.endsWith(linking))
    .map((linking) => first.slice(0, first.length - linking.length))
    .filter((part) => part.length >= COMPOUND_PART_MIN_LENGTH)
    .map((part) => analyzer.term(part));
}

/** The terms the rest of a compound after its first part may be: without each linking beginning. */
function lastParts(rest: string): string[] {
  return LINKING_LETTERS.filter((linking) => rest.startsWith(linking))
    .map((linking) => rest.slice(linking.length))
    .filter((part) => part.length >= COMPOUND_PART_MIN_LENGTH);
}
