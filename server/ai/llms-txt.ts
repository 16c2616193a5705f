/**
 * `llms.txt` and `llms-full.txt` in the llmstxt.org format, from a catalog already cut to the reader's pages
 * (`reader-pages.ts`): an H1 with the site's title, a blockquote summary, then one H2 section per docs version
 * (newest first), the blog and the other pages, each a list of `- [Title](url): description`.
 */
import {
  absoluteUrl,
  markdownFileForRoute,
  type CatalogPage,
  type PageCatalog,
} from '../../core/ai/page-catalog.ts';

/** Where a listed page links: its markdown copy, or the page itself when the site serves no copies. */
export type PageLink = (page: CatalogPage) => string;

export function llmsTxt(catalog: PageCatalog, linkOf: PageLink): string {
  const sections = catalogSections(catalog).map(
    ({ heading, pages }) => `## ${heading}\n\n${pages.map((page) => listLine(page, linkOf)).join('\n')}\n`,
  );
  return [header(catalog), ...sections].join('\n');
}

/** The header, then every listed page's markdown in the order `llms.txt` lists them. */
export function llmsFullTxt(catalog: PageCatalog, markdownOf: (page: CatalogPage) => string): string {
  const pages = catalogSections(catalog).flatMap((section) => section.pages);
  return [header(catalog), ...pages.map((page) => `${markdownOf(page).trimEnd()}\n`)].join('\n');
}

/** The pages in the order listed: each docs version's, newest first, then the blog's and the other pages. */
function catalogSections(catalog: PageCatalog): { heading: string; pages: CatalogPage[] }[] {
  const docs = catalog.versions.map((version) => ({
    heading:
      catalog.versions.length > 1 ? `Docs ${version.label}${version.isLast ? ' (latest)' : ''}` : 'Docs',
    pages: catalog.pages.filter((page) => page.section === 'docs' && page.version === version.name),
  }));
  const others = [
    { heading: 'Blog', pages: catalog.pages.filter((page) => page.section === 'blog') },
    { heading: 'Pages', pages: catalog.pages.filter((page) => page.section === 'pages') },
  ];
  return [...docs, ...others].filter((section) => section.pages.length > 0);
}

function header(catalog: PageCatalog): string {
  const summary = catalog.tagline || `The documentation of ${catalog.title}.`;
  return `# ${oneLine(catalog.title)}\n\n> ${oneLine(summary)}\n`;
}

function listLine(page: CatalogPage, linkOf: PageLink): string {
  const description = page.description ? `: ${oneLine(page.description)}` : '';
  return `- [${linkText(page.title)}](${linkOf(page)})${description}`;
}

/** The address of a page's markdown copy. */
export function markdownLink(catalog: PageCatalog): PageLink {
  return (page) => absoluteUrl(catalog.url, `/${markdownFileForRoute(page.route)}`);
}

/** The address of the page itself. */
export function pageLink(catalog: PageCatalog): PageLink {
  return (page) => absoluteUrl(catalog.url, page.route);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A title as link text: brackets escaped, so the line stays one link. */
function linkText(title: string): string {
  return oneLine(title).replace(/[[\]\\]/g, (c) => `\\${c}`);
}
