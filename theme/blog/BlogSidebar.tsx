import type { ReactElement } from 'react';
import type { BlogSidebarYear } from '../../core/site/page-data.ts';
import { cx } from '../common/cx.ts';
import { Locked } from '../common/Locked.tsx';
import { useTranslate } from '../i18n/use-translate.ts';

interface BlogPostsProps {
  years: BlogSidebarYear[];
  route: string;
}

/** "All posts", grouped by year (newest first, as the generator orders them); a locked post with a lock. */
export function BlogPostsNav({ years, route }: BlogPostsProps): ReactElement {
  const t = useTranslate();
  return (
    <nav className="blog-posts-nav" aria-label={t('theme.blog.sidebar.navAriaLabel')}>
      <p className="blog-sidebar__title">{t('docgen.blog.sidebar.title')}</p>
      {years.map((group) => (
        <section key={group.year} className="blog-sidebar__year">
          <h3 className="blog-sidebar__year-title">{group.year}</h3>
          <ul className="blog-sidebar__list">
            {group.posts.map((post) => (
              <li key={post.permalink}>
                <a
                  className={cx(
                    'blog-sidebar__link',
                    post.permalink === route && 'is-active',
                    post.locked && 'blog-sidebar__link--locked',
                  )}
                  href={post.permalink}
                  aria-current={post.permalink === route ? 'page' : undefined}
                >
                  {post.title}
                  {post.locked && <Locked />}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** The blog's left column on desktop; on narrower screens the same list is in the mobile menu. */
export function BlogSidebar(props: BlogPostsProps): ReactElement {
  const t = useTranslate();
  return (
    <aside className="blog-sidebar" aria-label={t('docgen.blog.sidebar.title')}>
      <BlogPostsNav {...props} />
    </aside>
  );
}
