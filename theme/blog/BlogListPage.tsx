import type { ReactElement } from 'react';
import type { BlogListPageData } from '../../core/site/page-data.ts';
import { Markdown } from '../common/Markdown.tsx';
import { BlogPostHeader } from './BlogPostHeader.tsx';
import { BlogPostTags } from './BlogPostTags.tsx';
import { BlogSidebar } from './BlogSidebar.tsx';
import { useTranslate } from '../i18n/use-translate.ts';

/**
 * A page of the blog, or of the posts with one tag (headed by the tag and a link to all tags): each post's header,
 * excerpt and tags, "Read more" when it continues, then pagination.
 */
export function BlogListPage({ page }: { page: BlogListPageData }): ReactElement {
  const t = useTranslate();
  return (
    <div className="blog-page">
      <BlogSidebar years={page.sidebar} route={page.route} />
      <div className="blog-main">
        {page.tag ? (
          <header className="blog-tag-header">
            <h1 className="page-title">{page.title}</h1>
            {page.tag.description && <p>{page.tag.description}</p>}
            <a href={page.tag.allTagsPath}>{t('theme.tags.tagsPageLink')}</a>
          </header>
        ) : (
          <h1 className="visually-hidden">{page.title}</h1>
        )}
        {page.posts.map((post) => (
          <article key={post.permalink} className="blog-post blog-post--summary">
            <BlogPostHeader post={post} asLink />
            <Markdown html={post.excerptHtml} contentKey={post.permalink} />
            <BlogPostTags tags={post.tags} />
            {post.hasMore && (
              <footer className="blog-post__footer">
                <a
                  href={post.permalink}
                  aria-label={t('theme.blog.post.readMoreLabel', { title: post.title })}
                >
                  {t('theme.blog.post.readMore')}
                </a>
              </footer>
            )}
          </article>
        ))}
        {(page.previousPage || page.nextPage) && (
          <nav className="pager" aria-label={t('theme.blog.paginator.navAriaLabel')}>
            {page.previousPage && (
              <a className="pager__link pager__link--prev" href={page.previousPage} rel="prev">
                <span className="pager__label">« {t('theme.blog.paginator.newerEntries')}</span>
              </a>
            )}
            {page.nextPage && (
              <a className="pager__link pager__link--next" href={page.nextPage} rel="next">
                <span className="pager__label">{t('theme.blog.paginator.olderEntries')} »</span>
              </a>
            )}
          </nav>
        )}
      </div>
    </div>
  );
}
