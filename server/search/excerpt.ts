import type { ExcerptPart } from '../../core/search/search-api.ts';
import type { TextAnalyzer } from '../../core/search/search-terms.ts';

/** About how much of a section an excerpt shows, in characters. */
const EXCERPT_LENGTH = 180;
/** How much text comes before the first matched word, so it is read in context. */
const LEAD = 50;
const ELLIPSIS = '…';

/** Length of the beginnings by which words are sorted out before they are stemmed. */
const SIFT_LENGTH = 3;

/**
 * Whether a word of a section is one of `terms` (index terms: lower-cased stems). A stem begins as its word
 * does, bar a few rewritten endings, so only words that begin as a term does are stemmed: a section has
 * hundreds of words, and stemming each costs more than the query itself.
 */
export function wordMatcher(terms: ReadonlySet<string>, analyzer: TextAnalyzer): (word: string) => boolean {
  const beginnings = new Set([...terms].map((term) => term.slice(0, SIFT_LENGTH)));
  const known = new Map<string, boolean>();
  return (word) => {
    const lower = word.toLowerCase();
    if (!beginnings.has(lower.slice(0, SIFT_LENGTH)) && !analyzer.language.normalise) return false;
    let found = known.get(lower);
    if (found === undefined) known.set(lower, (found = terms.has(analyzer.term(lower))));
    return found;
  };
}

/**
 * A window of `text` around its first word that `matches`, cut into runs with the matched words marked. Plain
 * text: the browser renders it as text, never as HTML.
 */
export function excerptOf(
  text: string,
  matches: (word: string) => boolean,
  analyzer: TextAnalyzer,
): ExcerptPart[] {
  const cut = analyzer.pieces(text);
  const pieces = cut.map((piece) => piece.text);
  const word = (index: number) => (cut[index]?.word ? (pieces[index] ?? '') : undefined);
  // Words next to each other, with nothing between them, are characters of a Chinese, Japanese or Korean run,
  // whose terms are the pairs of its characters: a character is marked when a pair it is part of matches.
  const pairMatches = (first: string | undefined, second: string | undefined) =>
    first !== undefined && second !== undefined && matches(first + second);
  const isHit = (index: number) => {
    const piece = word(index);
    if (piece === undefined) return false;
    return matches(piece) || pairMatches(word(index - 1), piece) || pairMatches(piece, word(index + 1));
  };
  const firstHit = pieces.findIndex((_, index) => isHit(index));
  const offsets: number[] = [];
  let offset = 0;
  for (const piece of pieces) {
    offsets.push(offset);
    offset += piece.length;
  }
  const windowStart = firstHit < 0 ? 0 : Math.max(0, (offsets[firstHit] ?? 0) - LEAD);
  let start = offsets.findIndex((at) => at >= windowStart);
  if (cut[start]?.word === false) start += 1;
  const parts: ExcerptPart[] = [];
  const push = (piece: string, hit: boolean) => {
    const last = parts.at(-1);
    if (last && hit === (last.hit === true)) last.text += piece;
    else parts.push(hit ? { text: piece, hit: true } : { text: piece });
  };
  if (start > 0) push(ELLIPSIS, false);
  let end = start;
  for (; end < pieces.length && (offsets[end] ?? 0) - (offsets[start] ?? 0) < EXCERPT_LENGTH; end++) {
    push(pieces[end] ?? '', isHit(end));
  }
  if (end < pieces.length) push(ELLIPSIS, false);
  return parts.filter((part) => part.text !== '');
}
