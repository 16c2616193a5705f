import type { HighlighterCore } from 'shiki/core';
import type { Element, ElementContent, Parent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Raw } from 'mdast-util-to-hast';
import { SKIP } from 'unist-util-visit';
import type { FileData } from './context.ts';
import { codeLines, type CodeLines } from './code-lines.ts';
import { CODE_THEME, resolveLanguage } from './highlighter.ts';

/**
 * Highlighted HTML by language and code: docs repeat the same snippets across pages and versions. A thousand
 * blocks (a few megabytes) span a version of a large site; more would only add to each worker's memory.
 */
const highlighted = new Map<string, string>();
const MAX_CACHED = 1_000;

/**
 * Fenced code → shiki HTML whose colours are CSS variables (the theme's stylesheet sets them per colour mode);
 * `mermaid` fences stay as source in a `.mermaid-diagram` block that the client renders. A title, line numbers
 * and highlighted lines (see `code-lines.ts`) are rendered for any block, plain text too. Each `pre` is
 * replaced in its parent; nothing inside a code block is another one, so the walk skips its content.
 */
export function codeBlocks(
  highlighter: HighlighterCore,
  data: FileData,
): (pre: Element, index: number | undefined, parent: Parent | undefined) => typeof SKIP {
  return (node, index, parent) => {
    const code = node.children[0];
    if (!parent || index === undefined || !code || code.type !== 'element' || code.tagName !== 'code')
      return SKIP;
    const lang = languageOf(code);
    const source = toString(code).replace(/\n$/, '');
    if (lang === 'mermaid') {
      data.hasMermaid = true;
      parent.children[index] = mermaidBlock(source);
      return SKIP;
    }
    const lines = codeLines(source, lang, metaOf(code));
    const grammar = resolveLanguage(highlighter, lang);
    const decorated =
      lines.code !== source ||
      lines.highlighted.length > 0 ||
      lines.title !== undefined ||
      lines.lineNumbersStart !== undefined;
    if (!grammar && !decorated) return SKIP;
    // shiki's built-in `text` language renders plain code in the same markup as highlighted code.
    const html = highlight(highlighter, lines, grammar ?? 'text');
    parent.children[index] = lines.title === undefined ? html : titled(lines.title, html);
    return SKIP;
  };
}

function metaOf(code: Element): string | undefined {
  const meta = (code.data as { meta?: unknown } | undefined)?.meta;
  return typeof meta === 'string' ? meta : undefined;
}

function titled(title: string, code: ElementContent): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block'] },
    children: [
      {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block-title'] },
        children: [{ type: 'text', value: title }],
      },
      code,
    ],
  };
}

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

/**
 * Highlighted code goes in as raw HTML: nothing after this plugin looks inside code blocks. Highlighted lines
 * get the class `highlighted`; numbered blocks the class `line-numbers`, with a counter the stylesheet shows.
 */
function highlight(h: HighlighterCore, lines: CodeLines, lang: string): Raw {
  const { code, highlighted: marked, lineNumbersStart: start } = lines;
  const key = `${lang}\0${marked.join()}\0${start ?? ''}\0${code}`;
  let html = highlighted.get(key);
  if (html === undefined) {
    const marks = new Set(marked);
    html = h.codeToHtml(code, {
      lang,
      theme: CODE_THEME,
      // shiki stops tokenizing a line after half a second by default and shows the rest plain: the first line
      // of each language (its grammar compiles then) crossed that on a busy machine, so the output depended on
      // the load. A page stuck here is stopped by the build's page timeout instead.
      tokenizeTimeLimit: 0,
      transformers: [
        {
          line(node, line) {
            if (marks.has(line)) this.addClassToHast(node, 'highlighted');
          },
          pre(node) {
            if (start === undefined) return;
            this.addClassToHast(node, 'line-numbers');
            if (start !== 1)
              node.properties.style = `${String(node.properties.style ?? '')};counter-reset:line ${start - 1}`;
          },
        },
      ],
    });
    if (highlighted.size >= MAX_CACHED) highlighted.clear();
    highlighted.set(key, html);
  }
  return { type: 'raw', value: html };
}

function mermaidBlock(source: string): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['mermaid-diagram'] },
    children: [{ type: 'text', value: source }],
  };
}
