import type { EmbeddedPageData, PageDataJson } from '../core/site/page-data.ts';
import { CONTENT_KEY_ATTRIBUTE, PAGE_CONTENT_KEY } from '../theme/common/Markdown.tsx';

/**
 * The page's data as written, for hydration: the embedded data plus the rendered markdown it leaves out, read from the
 * server-rendered elements the theme's `Markdown` marks. Call it before hydrating and before anything changes
 * the content (diagrams, zoom): React then hydrates with the content it finds, and the page's state holds the
 * content as built when it renders it again (after a sign-in, Try again, or Back to this page).
 */
export function withRenderedContent(page: EmbeddedPageData, root: ParentNode): PageDataJson {
  const content = renderedContent(root);
  // A page renders no content element when it has none to show (a home page without text).
  const html = (key: string) => content.get(key) ?? '';
  switch (page.kind) {
    case 'doc':
    case 'blogPost':
    case 'markdown':
    case 'home':
      return { ...page, html: html(PAGE_CONTENT_KEY) };
    case 'blogList':
      return { ...page, posts: page.posts.map((post) => ({ ...post, excerptHtml: html(post.permalink) })) };
    default:
      return page;
  }
}

/** Content key → the HTML inside its element; the first element wins, as content could nest a lookalike. */
function renderedContent(root: ParentNode): Map<string, string> {
  const content = new Map<string, string>();
  for (const element of root.querySelectorAll(`[${CONTENT_KEY_ATTRIBUTE}]`)) {
    const key = element.getAttribute(CONTENT_KEY_ATTRIBUTE);
    if (key !== null && !content.has(key)) content.set(key, element.innerHTML);
  }
  return content;
}
