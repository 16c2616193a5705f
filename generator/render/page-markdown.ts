/**
 * A page as clean markdown for readers' assistants, made from the page's final HTML, so partials, tabs,
 * admonitions and MDX components are in it exactly as readers see them: its title, then its content, with
 * links and images made absolute and code blocks kept with their language.
 */
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import { toString } from 'hast-util-to-string';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { SKIP, visit } from 'unist-util-visit';
import { absoluteUrl, type CatalogPage } from '../../core/ai/page-catalog.ts';
import type { BlogPostPageData, DocPageData, MarkdownPageData, PageData } from '../../core/site/page-data.ts';

/** A page with a markdown copy: a doc with content (not a category's generated list), a blog post, a page. */
export type PageWithMarkdown = DocPageData | BlogPostPageData | MarkdownPageData;

export function hasMarkdownCopy(page: PageData): page is PageWithMarkdown {
  return (
    (page.kind === 'doc' && page.docId !== undefined) || page.kind === 'blogPost' || page.kind === 'markdown'
  );
}

/** The page as the catalog lists it (`core/ai/page-catalog.ts`). */
export function catalogPage(page: PageWithMarkdown): CatalogPage {
  const { route, title, description } = page;
  const listed = { route, title, ...(description ? { description } : {}) };
  if (page.kind === 'doc') return { ...listed, section: 'docs', version: page.version };
  return { ...listed, section: page.kind === 'blogPost' ? 'blog' : 'pages' };
}

export function pageMarkdown(page: PageWithMarkdown, siteUrl: string): string {
  const tree = fromHtml(page.html, { fragment: true });
  readable(tree, (href) => absoluteHref(href, page.route, siteUrl));
  const body = toMarkdown(toMdast(tree), { extensions: [gfmToMarkdown()], fences: true, bullet: '-' });
  return `# ${page.title}\n\n${body}`;
}

/** Rewrites the theme's markup into what markdown can say (see the module's comment). */
function readable(tree: Root, absolute: (href: string) => string): void {
  visit(tree, 'element', (node, index, parent) => {
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
  const code = element('code', [{ type: 'text', value: toString(pre) }], {
    className: [`language-${language}`],
  });
  return [element('pre', [code])];
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
function absoluteHref(href: string, route: string, siteUrl: string): string {
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
