/**
 * The site's search index put together from one index per page. Indexing is most of the search stage's work
 * (splitting, stemming and counting every word), and a page's share of it depends on that page alone: made once
 * per page and kept, an edit re-indexes one page, and joining the pages is a fraction of the work.
 *
 * The joined index is written as the JSON MiniSearch's `toJSON` gives for every section indexed at once, byte for
 * byte (a test holds them together): the sections are numbered on across pages, each field's average length is
 * summed up in MiniSearch's order, and the terms are listed in the order of MiniSearch's radix tree, which
 * depends only on the order the terms first came in. It is written as text, not through objects: a large site's
 * index holds millions of postings, which objects with numeric keys would hold slowly and in many times the
 * memory.
 */
import { createHash } from 'node:crypto';
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { INDEX_OPTIONS, type SearchSection } from '../../core/search/search-index-options.ts';
import { pageSections } from './page-sections.ts';

/** A page the index covers (a doc of some version, or a blog post), with the HTML its markdown became. */
export interface IndexedPage {
  route: string;
  version: string;
  title: string;
  html: string;
}

/** One page's part of the site's index, made by MiniSearch from the page's sections alone. */
export interface PageIndex {
  /** Each section's stored fields, as JSON. */
  stored: string[];
  /** Each section's count of distinct words per field, as MiniSearch counts them. */
  fieldLength: number[][];
  /** Each term, in the order the page first gives it. */
  terms: string[];
  /**
   * Where each term of `terms` occurs: field id, section (numbered from 0 in the page) and count, three numbers
   * for each section the term is in, by field and then section.
   */
  postings: number[][];
}

type ProcessTerm = NonNullable<Options['processTerm']>;
const processTerm = INDEX_OPTIONS.processTerm ?? (MiniSearch.getDefault('processTerm') as ProcessTerm);

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
  const js = index.toJSON();
  const where = new Map(js.index);
  return {
    stored: Object.values(js.storedFields).map((fields) => JSON.stringify(fields)),
    fieldLength: Object.values(js.fieldLength),
    terms: [...order],
    postings: [...order].map((term) => flatPostings(where.get(term) ?? {})),
  };
}

function flatPostings(fields: Record<string, Record<string, number>>): number[] {
  const flat: number[] = [];
  for (const [field, sections] of Object.entries(fields))
    for (const [section, count] of Object.entries(sections)) flat.push(Number(field), Number(section), count);
  return flat;
}

/** A term's postings in the joined index: each page's, with the number of the page's first section. */
type Parts = (number | number[])[];

/** The order of MiniSearch's tree for the terms in the order they first came, kept from build to build. */
export interface TermOrders {
  get(key: string): string[] | undefined;
  set(key: string, order: string[]): void;
}

/**
 * Writes the index of every page's sections, in the pages' order, as `JSON.stringify` writes MiniSearch's
 * `toJSON` of them: `write` is called with consecutive pieces of the text.
 */
export function writeSiteIndex(
  pages: Iterable<PageIndex>,
  write: (text: string) => void,
  orders?: TermOrders,
): void {
  const storedFields: string[] = [];
  const fieldLength: string[] = [];
  const averageFieldLength: number[] = [];
  const postings = new Map<string, Parts>();
  let count = 0;
  for (const page of pages) {
    const first = count;
    for (const [i, stored] of page.stored.entries()) {
      const id = first + i;
      const lengths = page.fieldLength[i] ?? [];
      storedFields.push(`"${id}":${stored}`);
      fieldLength.push(`"${id}":${JSON.stringify(lengths)}`);
      // MiniSearch's running average, one section after the other (a field left out has a hole, skipped).
      lengths.forEach((length, field) => {
        averageFieldLength[field] = ((averageFieldLength[field] ?? 0) * id + length) / (id + 1);
      });
    }
    count += page.stored.length;
    for (const [t, term] of page.terms.entries()) {
      const parts = postings.get(term);
      if (parts) parts.push(first, page.postings[t] ?? []);
      else postings.set(term, [first, page.postings[t] ?? []]);
    }
  }
  const ids = Array.from({ length: count }, (_, id) => `"${id}":${id}`).join(',');
  write(`{"documentCount":${count},"nextId":${count},"documentIds":{${ids}},`);
  write(`"fieldIds":${JSON.stringify(fieldIds())},"fieldLength":{${fieldLength.join(',')}},`);
  write(`"averageFieldLength":${JSON.stringify(averageFieldLength)},`);
  write(`"storedFields":{${storedFields.join(',')}},"dirtCount":0,"index":[`);
  for (const [i, term] of termOrder([...postings.keys()], orders).entries()) {
    write(`${i > 0 ? ',' : ''}[${JSON.stringify(term)},${postingsJson(postings.get(term) ?? [])}]`);
  }
  write('],"serializationVersion":2}');
}

/** `{"<field>":{"<section>":<count>,…},…}`: fields and sections in ascending order, as numeric keys are. */
function postingsJson(parts: Parts): string {
  const byField: string[][] = [];
  for (let p = 0; p < parts.length; p += 2) {
    const first = parts[p] as number;
    const flat = parts[p + 1] as number[];
    for (let i = 0; i < flat.length; i += 3) {
      const field = flat[i] as number;
      (byField[field] ??= []).push(`"${first + (flat[i + 1] as number)}":${flat[i + 2]}`);
    }
  }
  const fields: string[] = [];
  byField.forEach((sections, field) => fields.push(`"${field}":{${sections.join(',')}}`));
  return `{${fields.join(',')}}`;
}

function fieldIds(): Record<string, number> {
  return Object.fromEntries(INDEX_OPTIONS.fields.map((field, id) => [field, id]));
}

/** The tree's order, from `orders` when the terms came in the same order as when it was kept (most edits). */
function termOrder(terms: string[], orders: TermOrders | undefined): string[] {
  if (!orders) return treeOrder(terms);
  const key = createHash('sha256').update(JSON.stringify(terms)).digest('hex');
  const kept = orders.get(key);
  if (kept) return kept;
  const order = treeOrder(terms);
  orders.set(key, order);
  return order;
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
