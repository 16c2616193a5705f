import type { ReactElement } from 'react';
import type { BlogSidebarYear } from '../../core/site/page-data.ts';
import { cx } from '../common/cx.ts';

/** "All posts", grouped by year (newest first, as the generator orders them). */
export function BlogSidebar({ years, route }: { years: BlogSidebarYear[]; route: string }): ReactElement {
  return (
    <aside className="blog-sidebar" aria-label="All posts">
      <nav aria-label="Blog recent posts navigation">
        <p className="blog-sidebar__title">All posts</p>
        {years.map((group) => (
          <section key={group.year} className="blog-sidebar__year">
            <h3 className="blog-sidebar__year-title">{group.year}</h3>
            <ul className="blog-sidebar__list">
              {group.posts.map((post) => (
                <li key={post.permalink}>
                  <a
                    className={cx('blog-sidebar__link', post.permalink === route && 'is-active')}
                    href={post.permalink}
                    aria-current={post.permalink === route ? 'page' : undefined}
                  >
                    {post.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </aside>
  );
}
