/**
 * A text's index terms, as the build writes them for sections and titles (`core/search/search-terms.ts`), in the
 * pages' language. Apart from the HTML parsing of `indexed-sections.ts`, which only the threads that transform
 * pages load.
 */
import { textAnalyzer } from '../../core/search/search-terms.ts';

/** Terms kept for the words seen (most words of a site repeat), up to this many; then forgotten and kept anew. */
const MAX_KEPT_TERMS = 200_000;
const kept = new Map<string, string>();

/** A word's index term in the locale's language, from those kept when it was seen before. */
function termOf(word: string, locale: string): string {
  const key = `${locale}\0${word}`;
  let term = kept.get(key);
  if (term === undefined) {
    if (kept.size >= MAX_KEPT_TERMS) kept.clear();
    kept.set(key, (term = textAnalyzer(locale).term(word)));
  }
  return term;
}

/** A text's index terms, space-separated. */
export function termsOf(text: string, locale: string): string {
  return textAnalyzer(locale)
    .words(text)
    .map((word) => termOf(word, locale))
    .join(' ');
}

/**
 * The words of texts as written (lower-cased) whose index term is another, each with its term. A mistyped word
 * is compared with these as well as with the terms: a stemmer cuts a misspelt word elsewhere than the word meant
 * ("authentcation" → "authentc", "authentication" → "authent"), so stems alone miss many typos.
 */
export function writtenWordsOf(texts: string[], locale: string): Record<string, string> {
  const written: Record<string, string> = {};
  for (const text of texts)
    for (const word of textAnalyzer(locale).words(text)) {
      const lower = word.toLowerCase();
      const term = termOf(word, locale);
      if (term !== lower) written[lower] = term;
    }
  return written;
}
