/**
 * What the search index needs of one page: its sections (`page-sections.ts`) with their index terms. Made where
 * the page's HTML is made, on the build's workers, and kept with it in the transform cache: a build indexes the
 * pages it transformed, not the whole site again.
 */
import { pageSections, type PageSection } from './page-sections.ts';
import { termsOf } from './section-terms.ts';

export interface IndexedSection extends PageSection {
  /** The index terms of the heading, the text and the code, each space-separated (`core/search/search-terms.ts`). */
  terms: { heading: string; text: string; code: string };
}

export function indexedSections(html: string): IndexedSection[] {
  return pageSections(html).map((section) => ({
    ...section,
    terms: { heading: termsOf(section.heading), text: termsOf(section.text), code: termsOf(section.code) },
  }));
}
