import type { ReactElement } from 'react';
import type { BlogPostPageData } from '../../core/site/page-data.ts';
import { Markdown, PAGE_CONTENT_KEY } from '../common/Markdown.tsx';
import { EditMetaRow } from '../common/EditMetaRow.tsx';
import { Pager } from '../common/Pager.tsx';
import { useTranslate } from '../i18n/use-translate.ts';
import { Toc } from '../toc/Toc.tsx';
import { TocMobile } from '../toc/TocMobile.tsx';
import { BlogPostHeader } from './BlogPostHeader.tsx';
import { BlogPostTags } from './BlogPostTags.tsx';
import { BlogSidebar } from './BlogSidebar.tsx';

/** One blog post: the year-grouped sidebar, the post and its tags with newer/older links, and its table of contents. */
export function BlogPostPage({ page }: { page: BlogPostPageData }): ReactElement {
  const t = useTranslate();
  return (
    <div className="blog-page">
      <BlogSidebar years={page.sidebar} route={page.route} />
      <div className="blog-main">
        <article className="blog-post">
          <BlogPostHeader post={page.post} />
          <TocMobile toc={page.toc} />
          <Markdown html={page.html} contentKey={PAGE_CONTENT_KEY} />
          <footer className="blog-post__footer">
            <BlogPostTags tags={page.post.tags} />
            <EditMetaRow editUrl={page.editUrl} lastUpdate={page.lastUpdate} />
          </footer>
        </article>
        <Pager
          label={t('theme.blog.post.paginator.navAriaLabel')}
          previous={page.previous}
          next={page.next}
          previousLabel={t('theme.blog.post.paginator.newerPost')}
          nextLabel={t('theme.blog.post.paginator.olderPost')}
        />
      </div>
      <Toc toc={page.toc} />
    </div>
  );
}
