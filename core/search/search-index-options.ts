/**
 * How sections are indexed and searched. The generator builds the index and the server loads it with the same
 * options (MiniSearch needs them to read its JSON), so they live here, once.
 */
import type { Options, SearchOptions } from 'minisearch';
import { stemmer } from 'stemmer';

/** One section of a page: the text under one heading (or the page's top, before its first heading). */
export interface SearchSection {
  id: number;
  route: string;
  /** The docs version, or `blog`. */
  version: string;
  pageTitle: string;
  heading: string;
  /** The heading's id; empty for the page's top. */
  anchor: string;
  /** Paragraphs, lists, tables and admonitions. */
  text: string;
  /** Code blocks: searched, but a match there counts less than one in the prose. */
  code: string;
}

/** What each hit carries back from the index (the excerpt is cut from `text`, or `code` when only it matched). */
export type StoredSection = Omit<SearchSection, 'id'>;

const INDEXED_FIELDS = ['pageTitle', 'heading', 'text', 'code'] as const;
const STORED_FIELDS: (keyof StoredSection)[] = [
  'route',
  'version',
  'pageTitle',
  'heading',
  'anchor',
  'text',
  'code',
];

/** What separates words: spaces and punctuation (MiniSearch's own default, named so excerpts split alike). */
export const WORD_SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;

/** Lower case and English stems, so "configuring" finds "configure"; the query's words go through it too. */
export function searchTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower === '' ? null : stemmer(lower);
}

/** Shortest word (stemmed) allowed one typo: shorter words would match too many others. */
const FUZZY_MIN_LENGTH = 5;

export const INDEX_OPTIONS: Options<SearchSection> = {
  fields: [...INDEXED_FIELDS],
  storeFields: STORED_FIELDS,
  tokenize: (text) => text.split(WORD_SEPARATORS),
  processTerm: searchTerm,
  searchOptions: {
    // A heading that names the words is the best answer, then the page's title, the prose, and code last.
    boost: { heading: 3, pageTitle: 2, text: 1, code: 0.3 },
    // Results update as the reader types: the last word is usually unfinished. Only the last: a prefix search
    // of every word multiplies the terms each query visits, for words the reader has already finished.
    prefix: (_term, index, terms) => index === terms.length - 1,
    fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 1 : false),
    combineWith: 'AND',
  } satisfies SearchOptions,
};
