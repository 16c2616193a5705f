/**
 * The JSX tags of Docusaurus MDX, read out of markdown text. docgen stays a markdown renderer (remark-parse,
 * CommonMark): an MDX compiler would turn every page into JavaScript to run and reject the plain markdown docs
 * are full of (raw HTML like `<br>`, a stray `{` or `<`). Instead it recognises a small, fixed grammar in the
 * places CommonMark leaves such tags (raw HTML blocks, paragraphs): `<Name attr="v" attr='v' attr={expression} flag>`, `</Name>`,
 * `<Name … />` and `{/* comments *\/}`. Only components (a capitalised name) and `<details>` / `<summary>`
 * (whose markdown MDX renders) are tags here; other lowercase HTML stays text, which remains raw HTML.
 */

export type JsxAttributeValue = string | true | { expression: string };
export type JsxAttributes = Record<string, JsxAttributeValue>;

export type JsxToken =
  | { kind: 'text'; value: string; start: number }
  | { kind: 'open' | 'selfClosing'; name: string; attributes: JsxAttributes; start: number }
  | { kind: 'close'; name: string; start: number }
  | { kind: 'comment'; start: number };

const NAME = /[A-Za-z][\w.:-]*/y;
const ATTRIBUTE_NAME = /[A-Za-z_:][\w:.-]*/y;
const SPACE = /\s*/y;
const RECOGNISED_START = /^\s*(?:<\/?(?:[A-Z][\w.]*|details|summary)[\s/>]|\{\/\*)/;

export function isRecognisedName(name: string): boolean {
  return /^[A-Z]/.test(name) || name === 'details' || name === 'summary';
}

/** True when text begins with a recognised tag or an MDX comment: the node holding it is read as JSX. */
export function startsWithJsx(text: string): boolean {
  return RECOGNISED_START.test(text);
}

/** The text split into recognised tags, comments and the text between them (code spans stay text). */
export function tokenizeJsx(text: string): JsxToken[] {
  const tokens: JsxToken[] = [];
  let textStart = 0;
  let index = 0;
  const flush = (end: number) => {
    if (end > textStart) tokens.push({ kind: 'text', value: text.slice(textStart, end), start: textStart });
  };
  while (index < text.length) {
    const char = text[index];
    if (char === '`') {
      index = afterCodeSpan(text, index);
      continue;
    }
    const found = char === '<' ? readTag(text, index) : char === '{' ? readComment(text, index) : undefined;
    if (!found || ('name' in found.token && !isRecognisedName(found.token.name))) {
      index++;
      continue;
    }
    flush(index);
    tokens.push(found.token);
    index = textStart = found.end;
  }
  flush(text.length);
  return tokens;
}

function afterCodeSpan(text: string, start: number): number {
  let end = start;
  while (text[end] === '`') end++;
  const fence = text.slice(start, end);
  const close = text.indexOf(fence, end);
  return close < 0 ? end : close + fence.length;
}

function readComment(text: string, start: number): { token: JsxToken; end: number } | undefined {
  if (!text.startsWith('{/*', start)) return undefined;
  const close = text.indexOf('*/}', start + 3);
  return close < 0 ? undefined : { token: { kind: 'comment', start }, end: close + 3 };
}

function readTag(text: string, start: number): { token: JsxToken; end: number } | undefined {
  let index = start + 1;
  const closing = text[index] === '/';
  if (closing) index++;
  const name = match(NAME, text, index);
  if (!name) return undefined;
  index = skipSpace(text, index + name.length);
  if (closing)
    return text[index] === '>' ? { token: { kind: 'close', name, start }, end: index + 1 } : undefined;
  const attributes: JsxAttributes = {};
  while (index < text.length) {
    if (text.startsWith('/>', index))
      return { token: { kind: 'selfClosing', name, attributes, start }, end: index + 2 };
    if (text[index] === '>') return { token: { kind: 'open', name, attributes, start }, end: index + 1 };
    const attribute = match(ATTRIBUTE_NAME, text, index);
    if (!attribute) return undefined;
    index = skipSpace(text, index + attribute.length);
    if (text[index] !== '=') {
      attributes[attribute] = true;
      continue;
    }
    const value = readValue(text, skipSpace(text, index + 1));
    if (!value) return undefined;
    attributes[attribute] = value.value;
    index = skipSpace(text, value.end);
  }
  return undefined;
}

function readValue(text: string, start: number): { value: JsxAttributeValue; end: number } | undefined {
  const quote = text[start];
  if (quote === '"' || quote === "'") {
    const close = text.indexOf(quote, start + 1);
    return close < 0 ? undefined : { value: text.slice(start + 1, close), end: close + 1 };
  }
  if (quote !== '{') return undefined;
  const close = closingBrace(text, start);
  return close < 0
    ? undefined
    : { value: { expression: text.slice(start + 1, close).trim() }, end: close + 1 };
}

/** The index of the `}` closing the `{` at `start`, skipping braces inside string literals; -1 if none. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (char === '"' || char === "'" || char === '`') {
      const close = text.indexOf(char, index + 1);
      if (close < 0) return -1;
      index = close;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return index;
  }
  return -1;
}

function match(pattern: RegExp, text: string, index: number): string | undefined {
  pattern.lastIndex = index;
  return pattern.exec(text)?.[0];
}

function skipSpace(text: string, index: number): number {
  SPACE.lastIndex = index;
  SPACE.exec(text);
  return SPACE.lastIndex;
}
