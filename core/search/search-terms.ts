/**
 * How text becomes index terms, the same for the sections the build indexes and for the reader's query, in the
 * page's language (`language-analyzers.ts`): words are runs of letters, digits and marks (what the index's
 * `unicode61` tokenizer keeps, so a term is one token of the index), or for scripts written without spaces the
 * words `Intl.Segmenter` finds, or for Chinese, Japanese and Korean the overlapping pairs of their characters;
 * each is lower-cased, normalised and reduced to its stem, so "configuring" finds "configure" and "Kataloge"
 * finds "Katalog".
 */
import { languageOf, type Language } from './language-analyzers.ts';

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

/** A run of a text: a word, or what separates two words. */
interface TextPiece {
  text: string;
  word: boolean;
}

export interface TextAnalyzer {
  readonly language: Language;
  /** The text cut into words and what separates them, in order: joined, they are the text. */
  pieces(text: string): TextPiece[];
  /** The words of a text, in order (no empty ones). */
  words(text: string): string[];
  /**
   * The words of a query: those of `words`, but a run of Chinese, Japanese or Korean characters is one word,
   * its pairs joined by spaces: a phrase of the index, found where the run is.
   */
  queryWords(text: string): string[];
  /** A word's index term: lower case, normalised, stemmed. */
  term(word: string): string;
}

/** What separates words: anything but letters, digits and marks. */
export const WORD_SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;
const SPLIT = new RegExp(`(${WORD_SEPARATORS.source})`, WORD_SEPARATORS.flags);

/** Shortest word (as typed) allowed one typo: shorter words would match too many others. */
export const FUZZY_MIN_LENGTH = 5;
/** Shortest word (as typed) whose typo may be one letter for another (see `oneTypoApart`). */
export const SUBSTITUTION_MIN_LENGTH = 8;

/** The locale whose analyzer is used when a site names none. */
export const DEFAULT_SEARCH_LOCALE = 'en';

const analyzers = new Map<string, TextAnalyzer>();

/** The analyzer of a locale's language (`de`, `de-CH`): the build indexes with it, and queries are read with it. */
export function textAnalyzer(locale: string = DEFAULT_SEARCH_LOCALE): TextAnalyzer {
  let analyzer = analyzers.get(locale);
  if (!analyzer) analyzers.set(locale, (analyzer = analyzerOf(locale, languageOf(locale))));
  return analyzer;
}

function analyzerOf(locale: string, language: Language): TextAnalyzer {
  const normalise = language.normalise ?? ((word: string) => word);
  // A final sigma is a sigma, as SQLite's case folding has it, so the term is the very token the index holds.
  const term = (word: string) => language.stem(normalise(word.toLowerCase())).replaceAll('ς', 'σ');
  if (language.bigrams) {
    // Normalised before the pairs are cut: a half-width "ｸﾞ" is one full-width letter, "グ".
    const runs = (text: string) => spacedWords(normalise(text)).flatMap(cjkRuns);
    return {
      language,
      pieces: (text) => spaced(text).flatMap(cjkCharacters),
      words: (text) => runs(text).flatMap(pairsOf),
      queryWords: (text) => runs(text).map((run) => pairsOf(run).join(' ')),
      term,
    };
  }
  const pieces = language.segmented
    ? segmentedPieces(new Intl.Segmenter(locale, { granularity: 'word' }))
    : spaced;
  // The build reads every word of every page: without the pieces between them where it can.
  const words = language.segmented
    ? (text: string) => pieces(text).flatMap((piece) => (piece.word ? [piece.text] : []))
    : spacedWords;
  return {
    language,
    pieces,
    words,
    queryWords: words,
    term,
  };
}

/** Words are the runs between separators. */
function spaced(text: string): TextPiece[] {
  return text
    .split(SPLIT)
    .map((piece, index) => ({ text: piece, word: index % 2 === 0 }))
    .filter((piece) => piece.text !== '');
}

function spacedWords(text: string): string[] {
  return text.split(WORD_SEPARATORS).filter((word) => word !== '');
}

/**
 * Words are those the segmenter finds, each cut again at separators: a segment may hold an apostrophe or a
 * dot ("3.5"), and every term must be one token of the index.
 */
function segmentedPieces(segmenter: Intl.Segmenter): (text: string) => TextPiece[] {
  return (text) =>
    [...segmenter.segment(text)].flatMap((segment) =>
      segment.isWordLike ? spaced(segment.segment) : [{ text: segment.segment, word: false }],
    );
}

/** A run of Chinese, Japanese or Korean letters (and their marks, the kana's prolonged sound mark, 々). */
const CJK_RUN = /([\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]+)/u;
/** One character of such a run, with the marks that follow it. */
const CJK_CHARACTER = /\p{M}+|\P{M}\p{M}*/gu;

/** Whether a query word is one Chinese, Japanese or Korean character: it stands for the pairs it is part of. */
export function isCjkCharacter(word: string): boolean {
  return CJK_RUN.test(word) && word.match(CJK_CHARACTER)?.length === 1;
}

/** A word cut where runs of Chinese, Japanese or Korean characters begin and end. */
function cjkRuns(word: string): string[] {
  return word.split(CJK_RUN).filter((run) => run !== '');
}

/** The overlapping pairs of a run of Chinese, Japanese or Korean characters; any other word, or one character, as is. */
function pairsOf(run: string): string[] {
  const characters = run.match(CJK_CHARACTER) ?? [];
  if (!CJK_RUN.test(run) || characters.length < 2) return [run];
  return characters.slice(1).map((character, index) => `${characters[index]}${character}`);
}

/**
 * A piece cut into the characters of its Chinese, Japanese or Korean runs, each a word: a search marks the
 * characters of the pairs it found (`excerpt.ts`), not the whole sentence they are written in.
 */
function cjkCharacters(piece: TextPiece): TextPiece[] {
  if (!piece.word) return [piece];
  return cjkRuns(piece.text).flatMap((run) =>
    CJK_RUN.test(run)
      ? (run.match(CJK_CHARACTER) ?? []).map((character) => ({ text: character, word: true }))
      : [{ text: run, word: true }],
  );
}
