/**
 * How text becomes index terms, the same for the sections the build indexes and for the reader's query: words
 * are runs of letters, digits and marks (what the index's `unicode61` tokenizer keeps, so a term is one token of
 * the index), lower-cased and reduced to their English stems, so "configuring" finds "configure".
 */
import { stemmer } from 'stemmer';

/** One section of a page: the text under one heading (or the page's top, before its first heading). */
export interface SearchSection {
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

/** What separates words: anything but letters, digits and marks. */
export const WORD_SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;

/** The words of a text, in order (no empty ones). */
export function wordsOf(text: string): string[] {
  return text.split(WORD_SEPARATORS).filter((word) => word !== '');
}

/**
 * A word's index term: lower case, then the English stem. A final sigma is a sigma, as SQLite's case folding has
 * it, so the term is the very token the index holds.
 */
export function searchTerm(word: string): string {
  return stemmer(word.toLowerCase()).replaceAll('ς', 'σ');
}

/** Shortest word (as typed) allowed one typo: shorter words would match too many others. */
export const FUZZY_MIN_LENGTH = 5;
/** Shortest word (as typed) whose typo may be one letter for another (see `oneTypoApart`). */
export const SUBSTITUTION_MIN_LENGTH = 8;
