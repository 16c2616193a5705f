import type { ReactElement } from 'react';
import type { MarkdownPageData } from '../../core/site/page-data.ts';
import { Markdown, PAGE_CONTENT_KEY } from '../common/Markdown.tsx';
import { Toc } from '../toc/Toc.tsx';
import { TocMobile } from '../toc/TocMobile.tsx';

/** A standalone markdown page (`/markdown-page`): title and content, with its table of contents. */
export function MarkdownPage({ page }: { page: MarkdownPageData }): ReactElement {
  return (
    <div className="markdown-page">
      <div className="markdown-page__content">
        {!page.hideTitle && <h1 className="page-title">{page.title}</h1>}
        <TocMobile toc={page.toc} />
        <Markdown html={page.html} contentKey={PAGE_CONTENT_KEY} />
      </div>
      <Toc toc={page.toc} />
    </div>
  );
}
