/**
 * What the search index needs of one page: its sections (`page-sections.ts`) with their index terms. Made where
 * the page's HTML is made, on the build's workers, and kept with it in the transform cache: a build indexes the
 * pages it transformed, not the whole site again.
 */
import { DEFAULT_SEARCH_LOCALE } from '../../core/search/search-terms.ts';
import { pageSections, type PageSection } from './page-sections.ts';
import { textsTerms } from './section-terms.ts';

export interface IndexedSection extends PageSection {
  /** The index terms of the heading, the text and the code, each space-separated (`core/search/search-terms.ts`). */
  terms: { heading: string; text: string; code: string };
  /** Its words as written whose term is another, with their terms (see `textsTerms`). */
  written: Record<string, string>;
}

/** The sections of a page written in `locale`, whose language's analyzer makes their terms. */
export function indexedSections(html: string, locale = DEFAULT_SEARCH_LOCALE): IndexedSection[] {
  return pageSections(html).map((section) => withTerms(section, locale));
}

/** A section with the terms of its heading, text and code. */
export function withTerms(section: PageSection, locale: string): IndexedSection {
  const { terms, written } = textsTerms([section.heading, section.text, section.code], locale);
  const [heading = '', text = '', code = ''] = terms;
  return { ...section, terms: { heading, text, code }, written };
}
