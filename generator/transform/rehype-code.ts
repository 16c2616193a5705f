import type { Element, ElementContent, Parent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Raw } from 'mdast-util-to-hast';
import { SKIP } from 'unist-util-visit';
import type { FileData } from './context.ts';
import { codeHtml } from './code-html.ts';
import { codeLines, type CodeLines } from './code-lines.ts';
import { UNCHANGED, type HighlightCache, type PageHighlights } from './highlight-cache.ts';
import { CODE_THEME, highlighterFor } from './highlighter.ts';

declare module 'hast' {
  interface Data {
    /**
     * On a highlighted block's raw HTML: its fence's language and its code as the HTML's text, so the page's
     * markdown copy (`page-markdown.ts`) has the block without parsing its HTML again.
     */
    fencedCode?: { language: string; text: string };
  }
}

/** A code block found in the walk, highlighted once the walk is over (see `codeBlocks`). */
interface PendingBlock {
  pre: Element;
  parent: Parent;
  lang: string | undefined;
  lines: CodeLines;
  /** Anything but the code as written: the block is rendered as shiki renders code even without a grammar. */
  decorated: boolean;
}

export interface CodeBlocks {
  /** The walk's visitor for `pre` elements. */
  visit: (pre: Element, index: number | undefined, parent: Parent | undefined) => typeof SKIP;
  /** Highlights the blocks the walk found, each in its place. */
  highlight: () => Promise<void>;
}

/**
 * Fenced code → shiki HTML whose colours are CSS variables (the theme's stylesheet sets them per colour mode);
 * `mermaid` fences stay as source in a `.mermaid-diagram` block that the client renders. A title, line numbers
 * and highlighted lines (see `code-lines.ts`) are rendered for any block, plain text too. Nothing inside a code
 * block is another one, so the walk skips its content.
 *
 * A block's HTML comes from the highlight cache (see `highlight-cache.ts`) when the same code was highlighted
 * before, by this build or an earlier one: the highlighter, a third of a second to make, is made only for a
 * block that is not there.
 */
export function codeBlocks(data: FileData, cache: HighlightCache): CodeBlocks {
  const pending: PendingBlock[] = [];
  return {
    visit: (pre, index, parent) => {
      const code = pre.children[0];
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
      const decorated =
        lines.code !== source ||
        lines.highlighted.length > 0 ||
        lines.title !== undefined ||
        lines.lineNumbersStart !== undefined;
      pending.push({ pre, parent, lang, lines, decorated });
      return SKIP;
    },
    highlight: async () => {
      if (pending.length === 0) return;
      const page = cache.forPage(data.input.file);
      for (const block of pending) {
        const html = await highlighted(block, page);
        if (html === undefined) continue;
        const raw: Raw = { type: 'raw', value: html, ...fencedCodeData(block) };
        // By the node: the walk's other changes may have moved it in its parent since.
        block.parent.children[block.parent.children.indexOf(block.pre)] =
          block.lines.title === undefined ? raw : titled(block.lines.title, raw);
      }
      page.save();
    },
  };
}

/** The block's HTML, or undefined when it stays as it is (plain code in a language without a grammar). */
async function highlighted(block: PendingBlock, cache: PageHighlights): Promise<string | undefined> {
  const { code, highlighted: marked, lineNumbersStart: start } = block.lines;
  const key = `${block.lang ?? ''}\0${block.decorated}\0${marked.join()}\0${start ?? ''}\0${code}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached === UNCHANGED ? undefined : cached;
  const { h, grammar } = await highlighterFor(block.lang);
  // shiki's built-in `text` language renders plain code in the same markup as highlighted code. Highlighted code
  // goes in as raw HTML: nothing after this plugin looks inside code blocks.
  const html =
    grammar || block.decorated
      ? codeHtml(h, { lines: block.lines, lang: grammar ?? 'text', fenceLanguage: block.lang }, CODE_THEME)
      : UNCHANGED;
  cache.set(key, html);
  return html === UNCHANGED ? undefined : html;
}

/**
 * What the block's HTML says as text: its code, with line endings as an HTML parser reads them (shiki drops the
 * `\r` of a `\r\n`; a lone `\r` is a new line to the parser). Only for a fence with a language: the markdown copy
 * keeps other blocks as their HTML reads.
 */
function fencedCodeData(block: PendingBlock): Pick<Raw, 'data'> {
  if (!block.lang) return {};
  return { data: { fencedCode: { language: block.lang, text: block.lines.code.replace(/\r\n?/g, '\n') } } };
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

function mermaidBlock(source: string): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['mermaid-diagram'] },
    children: [{ type: 'text', value: source }],
  };
}
