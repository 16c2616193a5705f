import { readdir } from 'node:fs/promises';
import { relative } from 'node:path';
import { JSDOM } from 'jsdom';

/**
 * What a reader sees on a built page, in a form two generators can be compared by: the page's sidebar (order,
 * labels and targets) and the visible text of its main area as one line of words.
 */
export interface PageFacts {
  /** A key of {@link SiteFacts.sidebars}: `<version>/<sidebar id>` for the docs, `blog` for the blog's. */
  sidebar?: string;
  text: string;
  /** The page's `<html lang>` and `<html dir>`: its language, and whether it lays out right to left. */
  lang: string;
  dir: string;
}

/** The key of the blog sidebar (its posts, in order) in {@link SiteFacts.sidebars}. */
export const BLOG_SIDEBAR = 'blog';

/** The key of the blog sidebar a route shows: each locale's blog (`/de/blog/…`) has its own. */
export function blogSidebarKey(route: string): string {
  const prefix = route.slice(0, Math.max(0, route.indexOf('/blog')));
  return prefix ? `${prefix.slice(1)}/${BLOG_SIDEBAR}` : BLOG_SIDEBAR;
}

/** A sidebar link is `label → href`; a category lists its items (and names its page, if it has one). */
export type SidebarEntry = string | { category: string; href?: string; items: SidebarEntry[] };

export interface SiteFacts {
  routes: Record<string, PageFacts>;
  sidebars: Record<string, SidebarEntry[]>;
}

/** A sidebar item as both generators' page data hold it. */
export interface SidebarDataItem {
  type: string;
  label?: string;
  href?: string;
  value?: string;
  items?: SidebarDataItem[];
}

/** `/docs/guides/` and `/docs/guides` are one route (the sites are built without trailing slashes). */
export function normalizeHref(href: string): string {
  return href.length > 1 && href.endsWith('/') ? href.slice(0, -1) : href;
}

export function sidebarEntries(items: readonly SidebarDataItem[]): SidebarEntry[] {
  return items.flatMap((item): SidebarEntry[] => {
    if (item.type === 'link') return [`${item.label ?? ''} → ${normalizeHref(item.href ?? '')}`];
    if (item.type === 'category') {
      return [
        {
          category: item.label ?? '',
          ...(item.href ? { href: normalizeHref(item.href) } : {}),
          items: sidebarEntries(item.items ?? []),
        },
      ];
    }
    return [`${item.type}: ${item.value ?? item.label ?? ''}`];
  });
}

/** Never text a reader sees on the page. */
const NOT_TEXT = 'script, style, noscript, template, svg';

/** Which parts of a generator's page are not compared, and which its CSS shows in capitals. */
export interface TextRules {
  /** Sidebars, tables of contents, what only screen readers get. */
  skip: string;
  /** Admonition headings: `note` and `Note` both read NOTE. */
  uppercase: string;
}

/**
 * The words of an element a reader sees, one space between them. Every element boundary separates words (a
 * table cell, a badge and its label), so that markup which only differs in nesting compares equal. Zero-width
 * spaces and emoji variation selectors are left out, and so are `«` / `»`: one generator draws them with CSS.
 */
export function visibleText(root: Element, rules: TextRules): string {
  const words: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) {
      words.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== node.ELEMENT_NODE) return;
    const element = node as Element;
    if (element.matches(NOT_TEXT) || element.matches(rules.skip)) return;
    if (element.matches(rules.uppercase)) {
      words.push(` ${visibleText(element, { ...rules, uppercase: ':not(*)' }).toUpperCase()} `);
      return;
    }
    // Code is its characters and line breaks, however a highlighter splits it into tokens and lines.
    if (element.matches('pre')) {
      words.push(` ${codeText(element)} `);
      return;
    }
    words.push(' ');
    for (const child of element.childNodes) walk(child);
    words.push(' ');
  };
  walk(root);
  return words
    .join('')
    .replace(/\u200b|\ufe0f|«|»/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function codeText(pre: Element): string {
  const lines: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) lines.push(node.textContent ?? '');
    else if ((node as Element).tagName === 'BR') lines.push('\n');
    else for (const child of node.childNodes) walk(child);
  };
  walk(pre);
  return lines.join('');
}

/** A page's `<html lang dir>` as {@link PageFacts} holds them (empty when missing). */
export function htmlLanguage(document: Document): Pick<PageFacts, 'lang' | 'dir'> {
  const html = document.documentElement;
  return { lang: html.getAttribute('lang') ?? '', dir: html.getAttribute('dir') ?? '' };
}

export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

/** Every `.html` file of a build folder by its route: `docs/intro.html` → `/docs/intro`, `index.html` → `/`. */
export async function htmlRoutes(buildDir: string): Promise<Map<string, string>> {
  const routes = new Map<string, string>();
  for (const entry of await readdir(buildDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = relative(buildDir, `${entry.parentPath}/${entry.name}`).split('\\').join('/');
    const route = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
    routes.set(normalizeHref(route), file);
  }
  return new Map([...routes].sort(([a], [b]) => a.localeCompare(b)));
}
