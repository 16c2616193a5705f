/**
 * What the search index needs of one page: its sections (`page-sections.ts`) with their index terms. Made where
 * the page's HTML is made, on the build's workers, and kept with it in the transform cache: a build indexes the
 * pages it transformed, not the whole site again.
 */
import { searchTerm, wordsOf } from '../../core/search/search-terms.ts';
import { pageSections, type PageSection } from './page-sections.ts';

export interface IndexedSection extends PageSection {
  /** The index terms of the heading, the text and the code, each space-separated (`core/search/search-terms.ts`). */
  terms: { heading: string; text: string; code: string };
}

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

export function indexedSections(html: string): IndexedSection[] {
  return pageSections(html).map((section) => ({
    ...section,
    terms: { heading: termsOf(section.heading), text: termsOf(section.text), code: termsOf(section.code) },
  }));
}
