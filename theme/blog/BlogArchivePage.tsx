import type { ReactElement } from 'react';
import type { BlogArchivePageData } from '../../core/site/page-data.ts';
import { formatMonthDay } from '../format.ts';
import { useTranslate } from '../i18n/use-translate.ts';
import { useSiteContext } from '../site-context.ts';

/**
 * `/blog/archive`: its title and description (both "Archive" in English, as Docusaurus words them), then every
 * listed post by year, each as Docusaurus shows it (`January 10 - Title`).
 */
export function BlogArchivePage({ page }: { page: BlogArchivePageData }): ReactElement {
  const t = useTranslate();
  const { site } = useSiteContext();
  return (
    <div className="container blog-archive-page">
      <h1 className="page-title">{t('theme.blog.archive.title')}</h1>
      <p className="blog-archive-page__description">{t('theme.blog.archive.description')}</p>
      {page.years.map((group) => (
        <section key={group.year} className="blog-archive-page__year">
          <h2>{group.year}</h2>
          <ul>
            {group.posts.map((post) => (
              <li key={post.permalink}>
                <a href={post.permalink}>
                  <time dateTime={post.date}>{formatMonthDay(post.date, t, site.locale)}</time> - {post.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
