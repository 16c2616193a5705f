import type { HighlighterCore } from 'shiki/core';
import type { Element, Parent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Raw } from 'mdast-util-to-hast';
import { SKIP } from 'unist-util-visit';
import type { FileData } from './context.ts';
import { CODE_THEME, resolveLanguage } from './highlighter.ts';

/**
 * Highlighted HTML by language and code: docs repeat the same snippets across pages and versions. A thousand
 * blocks (a few megabytes) span a version of a large site; more would only add to each worker's memory.
 */
const highlighted = new Map<string, string>();
const MAX_CACHED = 1_000;

/**
 * Fenced code → shiki HTML whose colours are CSS variables (the theme's stylesheet sets them per colour mode);
 * `mermaid` fences stay as source in a `.mermaid-diagram` block that the client renders. Each
 * `pre` is replaced in its parent; nothing inside a code block is another one, so the walk skips its content.
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
    const grammar = resolveLanguage(highlighter, lang);
    if (grammar) parent.children[index] = highlight(highlighter, source, grammar);
    return SKIP;
  };
}

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

/** Highlighted code goes in as raw HTML: nothing after this plugin looks inside code blocks. */
function highlight(h: HighlighterCore, source: string, lang: string): Raw {
  const key = `${lang}\0${source}`;
  let html = highlighted.get(key);
  if (html === undefined) {
    html = h.codeToHtml(source, { lang, theme: CODE_THEME });
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
