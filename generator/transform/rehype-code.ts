import type { HighlighterCore } from 'shiki/core';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Raw } from 'mdast-util-to-hast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
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
 * `mermaid` fences stay as source in a `.mermaid-diagram` block that the client renders (design.md §3).
 */
export default function rehypeCode(options: { highlighter: HighlighterCore }) {
  return (tree: Root, file: VFile) => {
    const data = file.data as unknown as FileData;
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre') return;
      // Nothing inside a code block is another one.
      if (!parent || index === undefined) return SKIP;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return SKIP;
      const lang = languageOf(code);
      const source = toString(code).replace(/\n$/, '');
      if (lang === 'mermaid') {
        data.hasMermaid = true;
        parent.children[index] = mermaidBlock(source);
        return SKIP;
      }
      const grammar = resolveLanguage(options.highlighter, lang);
      if (grammar) parent.children[index] = highlight(options.highlighter, source, grammar);
      return SKIP;
    });
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
