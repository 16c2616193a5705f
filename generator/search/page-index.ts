/**
 * The site's search index put together from one index per page. Indexing is most of the search stage's work
 * (splitting, stemming and counting every word), and a page's share of it depends on that page alone: made once
 * per page and kept, an edit re-indexes one page, and joining the pages is a fraction of the work.
 *
 * The joined index is exactly the one MiniSearch makes when it is given every section in order (a test holds
 * them byte for byte): the sections are numbered on across pages, each field's average length is summed up in
 * MiniSearch's order, and the terms are listed in the order of MiniSearch's radix tree, which depends only on
 * the order the terms first came in.
 */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import {
  INDEX_OPTIONS,
  type SearchSection,
  type StoredSection,
} from '../../core/search/search-index-options.ts';
import { pageSections } from './page-sections.ts';

/** A page the index covers (a doc of some version, or a blog post), with the HTML its markdown became. */
export interface IndexedPage {
  route: string;
  version: string;
  title: string;
  html: string;
}

/** Where a term occurs: field id → section → how often. */
type Postings = Record<string, Record<string, number>>;

/** One page's part of the site's index, made by MiniSearch from the page's sections alone. */
export interface PageIndex {
  /** Each section's stored fields, in order. */
  stored: StoredSection[];
  /** Each section's count of distinct words per field, as MiniSearch counts them. */
  fieldLength: number[][];
  /** Each term and where it occurs (sections numbered from 0 in the page), in the order the page first gives it. */
  terms: [string, Postings][];
}

const processTerm = INDEX_OPTIONS.processTerm ?? (MiniSearch.getDefault('processTerm') as ProcessTerm);
type ProcessTerm = NonNullable<Options['processTerm']>;

export function pageIndex(page: IndexedPage): PageIndex {
  const order = new Set<string>();
  const index = new MiniSearch<SearchSection>({
    ...INDEX_OPTIONS,
    // Every term goes through here as MiniSearch adds it to its tree: the first call of each is its place.
    processTerm: (term, field) => {
      const processed = processTerm(term, field);
      for (const one of Array.isArray(processed) ? processed : [processed]) if (one) order.add(one);
      return processed;
    },
  });
  index.addAll(
    pageSections(page.html).map((section, id) => ({
      id,
      route: page.route,
      version: page.version,
      pageTitle: page.title,
      ...section,
      heading: section.heading || page.title,
    })),
  );
  const { storedFields, fieldLength, index: terms } = index.toJSON();
  const postings = new Map(terms as [string, Postings][]);
  return {
    stored: Object.values(storedFields as Record<string, StoredSection>),
    fieldLength: Object.values(fieldLength),
    terms: [...order].map((term) => [term, postings.get(term) ?? {}]),
  };
}

/** The index of every page's sections, in the pages' order, as MiniSearch's `toJSON` gives it. */
export function siteIndex(pages: Iterable<PageIndex>): AsPlainObject {
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  const storedFields: Record<number, StoredSection> = {};
  const averageFieldLength: number[] = [];
  const postings = new Map<string, Postings>();
  let count = 0;
  for (const page of pages) {
    const first = count;
    for (const [i, stored] of page.stored.entries()) {
      const id = first + i;
      const lengths = page.fieldLength[i] ?? [];
      documentIds[id] = id;
      storedFields[id] = stored;
      fieldLength[id] = lengths;
      // MiniSearch's running average, one section after the other (a field left out has a hole, skipped).
      lengths.forEach((length, field) => {
        averageFieldLength[field] = ((averageFieldLength[field] ?? 0) * id + length) / (id + 1);
      });
    }
    count += page.stored.length;
    for (const [term, fields] of page.terms) {
      let merged = postings.get(term);
      if (!merged) postings.set(term, (merged = {}));
      for (const [field, sections] of Object.entries(fields)) {
        const target = (merged[field] ??= {});
        for (const [section, times] of Object.entries(sections)) target[first + Number(section)] = times;
      }
    }
  }
  return {
    documentCount: count,
    nextId: count,
    documentIds,
    fieldIds: fieldIds(),
    fieldLength,
    averageFieldLength,
    storedFields,
    dirtCount: 0,
    index: treeOrder(postings.keys()).map((term) => [term, postings.get(term) ?? {}]),
    serializationVersion: 2,
  };
}

function fieldIds(): Record<string, number> {
  return Object.fromEntries(INDEX_OPTIONS.fields.map((field, id) => [field, id]));
}

/**
 * The terms in the order MiniSearch lists them: loading an index inserts its terms into the tree one by one, as
 * adding documents does, so terms loaded in the order they first came make the tree adding them made.
 */
function treeOrder(terms: Iterable<string>): string[] {
  const empty: AsPlainObject = {
    documentCount: 0,
    nextId: 0,
    documentIds: {},
    fieldIds: fieldIds(),
    fieldLength: {},
    averageFieldLength: [],
    storedFields: {},
    dirtCount: 0,
    index: [...terms].map((term) => [term, {}]),
    serializationVersion: 2,
  };
  return MiniSearch.loadJS(empty, INDEX_OPTIONS)
    .toJSON()
    .index.map(([term]) => term);
}
