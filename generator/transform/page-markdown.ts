/**
 * A page's content as clean markdown for readers' assistants, made from its final HTML, so partials, tabs,
 * admonitions and MDX components are in it exactly as readers see them, with links and images made absolute
 * and code blocks kept with their language.
 */
import type { Element, ElementContent, Nodes, Parents, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import type { Nodes as MdastNodes } from 'mdast';
import { toString } from 'hast-util-to-string';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { SKIP, visit } from 'unist-util-visit';
import { walk } from './walk.ts';
import { absoluteUrl } from '../../core/ai/page-catalog.ts';

/**
 * The content's markdown, made from the page's final HTML tree where the transform has it (it takes the tree:
 * the tree is changed). Raw HTML in it (highlighted code, a writer's HTML) is parsed on its own.
 */
export function markdownOfHast(tree: Root, route: string, siteUrl: string): string {
  withRawParsed(tree);
  readable(tree, (href) => absoluteHref(href, route, siteUrl));
  return serialised(toMdast(tree));
}

/** Markdown as every copy writes it: GFM, fenced code, `-` bullets. */
export function serialised(tree: MdastNodes): string {
  return toMarkdown(tree, { extensions: [GFM], fences: true, bullet: '-' });
}

/** Made once: the serialiser compiles the extension's unsafe patterns into regular expressions kept on it. */
const GFM = gfmToMarkdown();

/** The same from HTML: pages whose content React rendered (compiled MDX) have no tree. */
export function markdownOfHtml(html: string, route: string, siteUrl: string): string {
  return markdownOfHast(fromHtml(html, { fragment: true }), route, siteUrl);
}

/**
 * Raw nodes → their elements; positions dropped: `toMdast` deep-copies the tree with a structured-clone
 * polyfill, whose cost grows with every object in it, and the markdown needs no positions. Highlighted code
 * becomes the fenced block `codeBlock` would make of its parsed HTML, from what it was made of: parsing its
 * hundreds of spans only to read their text back cost a sixth of the copy.
 */
function withRawParsed(tree: Root): void {
  walk<Nodes, Parents>(tree, (node, index, parent) => {
    delete node.position;
    if (node.type !== 'raw' || !parent || index === undefined) return undefined;
    const code = node.data?.fencedCode;
    const parsed = code
      ? [fencedBlock(code.language, code.text)]
      : (fromHtml(node.value, { fragment: true }).children as ElementContent[]);
    parent.children.splice(index, 1, ...parsed);
    return index;
  });
}

/** Rewrites the theme's markup into what markdown can say (see the module's comment). */
function readable(tree: Root, absolute: (href: string) => string): void {
  walk<Nodes, Parents>(tree, (node, index, parent) => {
    if (node.type !== 'element') return undefined;
    if (hasClass(node, 'hash-link') && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    if (typeof node.properties.href === 'string') node.properties.href = absolute(node.properties.href);
    if (typeof node.properties.src === 'string') node.properties.src = absolute(node.properties.src);
    const replacement = replacementOf(node);
    if (replacement && parent && index !== undefined) {
      parent.children.splice(index, 1, ...replacement);
      return index;
    }
    return undefined;
  });
}

/** What a theme block becomes, or undefined when it stays. */
function replacementOf(node: Element): ElementContent[] | undefined {
  if (node.tagName === 'pre') return codeBlock(node);
  if (hasClass(node, 'admonition')) return [admonitionQuote(node)];
  if (hasClass(node, 'tabs-container')) return tabSections(node);
  return undefined;
}

/** Highlighted code (`data-language` names the fence's language) and diagrams → a fenced block. */
function codeBlock(pre: Element): ElementContent[] | undefined {
  const language = hasClass(pre, 'mermaid-diagram') ? 'mermaid' : pre.properties.dataLanguage;
  if (typeof language !== 'string' || language === '') return undefined;
  return [fencedBlock(language, toString(pre))];
}

function fencedBlock(language: string, text: string): Element {
  const code = element('code', [{ type: 'text', value: text }], { className: [`language-${language}`] });
  return element('pre', [code]);
}

/** `:::tip[Title]` → a quote that opens with its title in bold. */
function admonitionQuote(admonition: Element): Element {
  const part = (name: string) =>
    admonition.children.find((child) => isElement(child) && hasClass(child, name));
  const heading = part('admonition-heading');
  const content = part('admonition-content');
  const title = heading ? toString(heading) : '';
  const body = content && isElement(content) ? content.children : [];
  return element('blockquote', [
    element('p', [element('strong', [{ type: 'text', value: title }])]),
    ...body,
  ]);
}

/** Every tab, hidden or not, under its label in bold: an assistant reads them all. */
function tabSections(container: Element): ElementContent[] {
  const labels = new Map<string, string>();
  visit(container, 'element', (node) => {
    if (node.properties.role !== 'tab') return undefined;
    if (typeof node.properties.id === 'string') labels.set(node.properties.id, toString(node));
    return SKIP;
  });
  return container.children.filter(isElement).flatMap((panel) => {
    if (panel.properties.role !== 'tabpanel') return [];
    const labelledBy = panel.properties.ariaLabelledBy;
    const label = labels.get(Array.isArray(labelledBy) ? String(labelledBy[0]) : '') ?? '';
    return [element('p', [element('strong', [{ type: 'text', value: label }])]), ...panel.children];
  });
}

/** A site path or a fragment → an absolute address; external addresses stay. */
export function absoluteHref(href: string, route: string, siteUrl: string): string {
  if (href.startsWith('#')) return absoluteUrl(siteUrl, `${route}${href}`);
  if (href.startsWith('/') && !href.startsWith('//')) return absoluteUrl(siteUrl, href);
  return href;
}

function element(
  tagName: string,
  children: ElementContent[],
  properties: Element['properties'] = {},
): Element {
  return { type: 'element', tagName, properties, children };
}

function isElement(node: ElementContent): node is Element {
  return node.type === 'element';
}

function hasClass(node: Element, name: string): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}
