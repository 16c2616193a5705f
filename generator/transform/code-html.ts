import type { HighlighterCore, ThemedToken } from 'shiki/core';
import type { CodeLines } from './code-lines.ts';

/**
 * Highlighted code as HTML, written from shiki's tokens: a `shiki` pre, a `line` span per line, whitespace merged
 * into the next token as shiki does, with highlighted lines marked `highlighted` and numbered blocks
 * `line-numbers` (a counter the stylesheet shows). A token's colour is a class the stylesheet colours (`tk-keyword`
 * for `var(--shiki-token-keyword)`), and text in the code's own colour has no span: shiki's inline style on every
 * token was a third of a code-heavy page. The fence's language as written is kept in `data-language` (the page's
 * markdown copy keeps it). Going through shiki's HTML tree and its serialiser instead cost as much as a third of the
 * tokenizing, for every block.
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
  const counter = start === undefined || start === 1 ? '' : ` style="counter-reset:line ${start - 1}"`;
  const language = fenceLanguage ? ` data-language="${attribute(fenceLanguage)}"` : '';
  return `<pre class="shiki ${attribute(result.themeName ?? '')}${numbered}" tabindex="0"${language}${counter}><code>${body}</code></pre>`;
}

/** TextMate's font style bits (shiki exports them only as a type). */
const FontStyle = { Italic: 1, Bold: 2, Underline: 4, Strikethrough: 8 } as const;

function tokenHtml(token: ThemedToken): string {
  const colour = colourClass(token.color);
  const style = tokenStyle(token);
  if (!colour && !style) return text(token.content);
  const classAttribute = colour ? ` class="${colour}"` : '';
  const styleAttribute = style ? ` style="${attribute(style)}"` : '';
  return `<span${classAttribute}${styleAttribute}>${text(token.content)}</span>`;
}

const TOKEN_VARIABLE = /^var\(--shiki-token-([a-z-]+)\)$/;

/** The class of a theme colour (`tk-<name>`), none for the code's own colour, which the `pre` has. */
function colourClass(color: string | undefined): string | undefined {
  const name = color && TOKEN_VARIABLE.exec(color)?.[1];
  return name ? `tk-${name}` : undefined;
}

/** A token's style beyond its colour: background and font style as CSS, in shiki's order. */
function tokenStyle(token: ThemedToken): string {
  const styles: string[] = [];
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
