import GithubSlugger from 'github-slugger';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import type { TocEntry } from '../../core/site/page-data.ts';
import type { FileData } from './context.ts';

const HEADING = /^h([1-6])$/;

export function isHeading(node: Element): boolean {
  return HEADING.test(node.tagName);
}

/** `## Heading {#custom-id}`, as Docusaurus writes an explicit id: removed from the text, returned. */
export const EXPLICIT_ID = /\{#([^\s{}]+)\}\s*$/;

function takeExplicitId(node: Element): string | undefined {
  const last = node.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index).trimEnd();
  return match[1];
}

/**
 * Gives every heading a GitHub-style id (the same slugs writers use in `page.md#anchor` links) or its explicit
 * `{#id}`, appends a "direct link" anchor, and collects h2–h6 into the table of contents (each page shows
 * the levels it asks for, h2–h3 by default). Headings come in page order.
 */
export function headingAnchors(data: FileData): (heading: Element) => void {
  const slugger = new GithubSlugger();
  return (node) => {
    const level = HEADING.exec(node.tagName)?.[1];
    if (!level) return;
    const explicit = takeExplicitId(node);
    const text = toString(node).trim();
    const id = explicit ?? (typeof node.properties.id === 'string' ? node.properties.id : slugger.slug(text));
    node.properties.id = id;
    node.children.push({
      type: 'element',
      tagName: 'a',
      properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
      children: [{ type: 'text', value: '#' }],
    });
    if (level !== '1') data.toc.push({ depth: Number(level) as TocEntry['depth'], id, text });
  };
}
