/**
 * Where a text's code spans are, as CommonMark finds them: a run of backticks up to the next run of the same length
 * (`` a `b` ``), over lines of its paragraph but not past a blank line; a run with no such match is text. Hand-written
 * because the checks that need it run on the raw text before any parser (deciding the compiler, preparing MDX).
 */
function codeSpanRanges(text: string): Array<[start: number, end: number]> {
  const ranges: Array<[number, number]> = [];
  const runs = /`+/g;
  for (let opener = runs.exec(text); opener; opener = runs.exec(text)) {
    const closing = new RegExp(`(?<!\`)${opener[0]}(?!\`)`, 'g');
    closing.lastIndex = opener.index + opener[0].length;
    const closer = closing.exec(text);
    if (!closer || BLANK_LINE.test(text.slice(opener.index, closer.index))) continue;
    runs.lastIndex = closer.index + closer[0].length;
    ranges.push([opener.index, runs.lastIndex]);
  }
  return ranges;
}

const BLANK_LINE = /\n[ \t]*\n/;

/** The text without its code spans. */
export function withoutCodeSpans(text: string): string {
  let kept = '';
  let from = 0;
  for (const [start, end] of codeSpanRanges(text)) {
    kept += text.slice(from, start);
    from = end;
  }
  return kept + text.slice(from);
}

/**
 * `text` with `pattern`'s matches replaced (`pattern` must be global), but for those starting inside a code span: the
 * search goes on after that span, so a match cannot begin in code and run on into prose.
 */
export function replaceOutsideCodeSpans(
  text: string,
  pattern: RegExp,
  replace: (match: string, ...groups: string[]) => string,
): string {
  const spans = codeSpanRanges(text);
  let result = '';
  let from = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const span = spans.find(([start, end]) => match.index >= start && match.index < end);
    if (span) {
      pattern.lastIndex = span[1];
      continue;
    }
    result +=
      text.slice(from, match.index) + replace(match[0], ...match.slice(1).map((group) => group ?? ''));
    from = pattern.lastIndex;
  }
  return result + text.slice(from);
}
