/**
 * A text's index terms, as the build writes them for sections and titles (`core/search/search-terms.ts`). Apart
 * from the HTML parsing of `indexed-sections.ts`, which only the threads that transform pages load.
 */
import { searchTerm, wordsOf } from '../../core/search/search-terms.ts';

/** Stems kept for the words seen (most words of a site repeat), up to this many; then forgotten and kept anew. */
const MAX_KEPT_STEMS = 200_000;
const stems = new Map<string, string>();

/** A text's index terms, space-separated. */
export function termsOf(text: string): string {
  return wordsOf(text)
    .map((word) => {
      let term = stems.get(word);
      if (term === undefined) {
        if (stems.size >= MAX_KEPT_STEMS) stems.clear();
        stems.set(word, (term = searchTerm(word)));
      }
      return term;
    })
    .join(' ');
}
