/**
 * A text's index terms, as the build writes them for sections and titles (`core/search/search-terms.ts`), in the
 * pages' language. Apart from the HTML parsing of `indexed-sections.ts`, which only the threads that transform
 * pages load.
 */
import { textAnalyzer, type TextAnalyzer } from '../../core/search/search-terms.ts';

/** A word's index term, and the word as written (lower-cased) when its term is another. */
interface WordTerm {
  term: string;
  written?: string;
}

/** Terms kept for the words seen (most words of a site repeat), up to this many; then forgotten and kept anew. */
const MAX_KEPT_TERMS = 200_000;
/** By locale, then by word as written. */
const kept = new Map<string, Map<string, WordTerm>>();
let keptCount = 0;

function keptFor(locale: string): Map<string, WordTerm> {
  let words = kept.get(locale);
  if (!words) kept.set(locale, (words = new Map()));
  return words;
}

/** A word's term in the analyzer's language, from those kept when it was seen before. */
function wordTerm(word: string, analyzer: TextAnalyzer, words: Map<string, WordTerm>): WordTerm {
  let known = words.get(word);
  if (known === undefined) {
    if (keptCount >= MAX_KEPT_TERMS) {
      for (const perLocale of kept.values()) perLocale.clear();
      keptCount = 0;
    }
    const lower = word.toLowerCase();
    const term = analyzer.term(word);
    known = term === lower ? { term } : { term, written: lower };
    words.set(word, known);
    keptCount++;
  }
  return known;
}

/**
 * The index terms of texts (each space-separated), and their words as written (lower-cased) whose index term is
 * another, each with its term, reading each text once: a section's heading, text and code are indexed both ways.
 * A mistyped word is compared with the written words as well as with the terms: a stemmer cuts a misspelt word
 * elsewhere than the word meant ("authentcation" → "authentc", "authentication" → "authent"), so stems alone
 * miss many typos.
 */
export function textsTerms(
  texts: string[],
  locale: string,
): { terms: string[]; written: Record<string, string> } {
  const analyzer = textAnalyzer(locale);
  const words = keptFor(locale);
  const written: Record<string, string> = {};
  const terms = texts.map((text) =>
    analyzer
      .words(text)
      .map((word) => {
        const known = wordTerm(word, analyzer, words);
        if (known.written !== undefined) written[known.written] = known.term;
        return known.term;
      })
      .join(' '),
  );
  return { terms, written };
}
