import type { ReactElement } from 'react';
import type { BlogSidebarYear } from '../../core/site/page-data.ts';
import { cx } from '../common/cx.ts';
import { Locked } from '../common/Locked.tsx';

interface BlogPostsProps {
  years: BlogSidebarYear[];
  route: string;
}

/** "All posts", grouped by year (newest first, as the generator orders them); a locked post with a lock. */
export function BlogPostsNav({ years, route }: BlogPostsProps): ReactElement {
  return (
    <nav className="blog-posts-nav" aria-label="Blog recent posts navigation">
      <p className="blog-sidebar__title">All posts</p>
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
  return (
    <aside className="blog-sidebar" aria-label="All posts">
      <BlogPostsNav {...props} />
    </aside>
  );
}
