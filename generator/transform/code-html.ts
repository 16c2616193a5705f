import type { HighlighterCore, ThemedToken } from 'shiki/core';
import type { CodeLines } from './code-lines.ts';

/**
 * Highlighted code as HTML, written from shiki's tokens: the markup shiki's `codeToHtml` writes (`shiki` pre,
 * a `line` span per line, a styled span per token, whitespace merged into the next token), with highlighted
 * lines marked `highlighted` and numbered blocks `line-numbers` (a counter the stylesheet shows), and the fence's
 * language as written in `data-language` (the page's markdown copy keeps it). Going through
 * shiki's HTML tree and its serialiser instead cost as much as a third of the tokenizing, for every block.
 */
export function codeHtml(
  h: HighlighterCore,
  block: { lines: CodeLines; lang: string; fenceLanguage: string | undefined },
  theme: string,
): string {
  const { lines, lang, fenceLanguage } = block;
  const { code, highlighted, lineNumbersStart: start } = lines;
  const result = h.codeToTokens(code, {
    lang,
    theme,
    // shiki stops tokenizing a line after half a second by default and shows the rest plain: the first line
    // of each language (its grammar compiles then) crossed that on a busy machine, so the output depended on
    // the load. A page stuck here is stopped by the build's page timeout instead.
    tokenizeTimeLimit: 0,
  });
  const marked = new Set(highlighted);
  const body = result.tokens
    .map((line, index) => {
      const spans = mergeWhitespace(line).map(tokenHtml).join('');
      return `<span class="${marked.has(index + 1) ? 'line highlighted' : 'line'}">${spans}</span>`;
    })
    .join('\n');
  const numbered = start === undefined ? '' : ' line-numbers';
  const counter = start === undefined || start === 1 ? '' : `;counter-reset:line ${start - 1}`;
  const style = `background-color:${result.bg ?? ''};color:${result.fg ?? ''}${counter}`;
  const language = fenceLanguage ? ` data-language="${attribute(fenceLanguage)}"` : '';
  return `<pre class="shiki ${attribute(result.themeName ?? '')}${numbered}" style="${attribute(style)}" tabindex="0"${language}><code>${body}</code></pre>`;
}

/** TextMate's font style bits (shiki exports them only as a type). */
const FontStyle = { Italic: 1, Bold: 2, Underline: 4, Strikethrough: 8 } as const;

function tokenHtml(token: ThemedToken): string {
  const style = tokenStyle(token);
  return `<span${style ? ` style="${attribute(style)}"` : ''}>${text(token.content)}</span>`;
}

/** A token's colour and font style as CSS, in shiki's order. */
function tokenStyle(token: ThemedToken): string {
  const styles: string[] = [];
  if (token.color) styles.push(`color:${token.color}`);
  if (token.bgColor) styles.push(`background-color:${token.bgColor}`);
  const font = token.fontStyle ?? 0;
  if (font & FontStyle.Italic) styles.push('font-style:italic');
  if (font & FontStyle.Bold) styles.push('font-weight:bold');
  const decorations = [
    ...(font & FontStyle.Underline ? ['underline'] : []),
    ...(font & FontStyle.Strikethrough ? ['line-through'] : []),
  ];
  if (decorations.length > 0) styles.push(`text-decoration:${decorations.join(' ')}`);
  return styles.join(';');
}

const WHITESPACE = /^\s+$/;

/** Whitespace-only tokens joined to the token after them (not to an underlined or struck one), as shiki does. */
function mergeWhitespace(line: ThemedToken[]): ThemedToken[] {
  const merged: ThemedToken[] = [];
  let carried = '';
  let carriedOffset = 0;
  line.forEach((token, index) => {
    const font = token.fontStyle ?? 0;
    const decorated = (font & (FontStyle.Underline | FontStyle.Strikethrough)) !== 0;
    if (!decorated && WHITESPACE.test(token.content) && line[index + 1]) {
      if (!carried) carriedOffset = token.offset;
      carried += token.content;
      return;
    }
    if (!carried) merged.push(token);
    else if (decorated) merged.push({ content: carried, offset: carriedOffset }, token);
    else merged.push({ ...token, offset: carriedOffset, content: carried + token.content });
    carried = '';
  });
  return merged;
}

/** Text as hast-util-to-html escapes it: `<` and `&` as hexadecimal references. */
function text(value: string): string {
  return value.replace(/[<&]/g, (character) => (character === '<' ? '&#x3C;' : '&#x26;'));
}

function attribute(value: string): string {
  return value.replace(/[&"]/g, (character) => (character === '&' ? '&#x26;' : '&#x22;'));
}
