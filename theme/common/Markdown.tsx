import type { ReactElement } from 'react';

/**
 * Marks each element holding rendered markdown, with a key naming which content it holds. A built page's
 * embedded page data leaves that HTML out (it would be the page's content a second time); the client reads it
 * back from these elements before hydrating.
 */
export const CONTENT_KEY_ATTRIBUTE = 'data-docgen-content';

/** The key of a page's own content; a blog list keys each excerpt by its post's permalink. */
export const PAGE_CONTENT_KEY = 'page';

/** Rendered markdown from the generator. The HTML is trusted build output (content written by the site's writers). */
export function Markdown({
  html,
  contentKey,
  className,
}: {
  html: string;
  contentKey: string;
  className?: string;
}): ReactElement {
  return (
    <div
      className={className ? `markdown ${className}` : 'markdown'}
      {...{ [CONTENT_KEY_ATTRIBUTE]: contentKey }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
