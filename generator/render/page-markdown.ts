/**
 * Which pages have a markdown copy for readers' assistants, and the copy itself: the page's title, then its
 * content as the transform made it (`generator/transform/page-markdown.ts`).
 */
import type { CatalogPage } from '../../core/ai/page-catalog.ts';
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

/** The page's markdown copy: its title, then its content's markdown. */
export function pageMarkdown(page: PageWithMarkdown, content: string): string {
  return `# ${page.title}\n\n${content}`;
}
