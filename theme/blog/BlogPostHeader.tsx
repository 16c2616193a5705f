import type { ReactElement } from 'react';
import type { BlogPostSummary } from '../../core/site/page-data.ts';
import { formatDate, shownReadingMinutes } from '../format.ts';
import { BlogAuthor } from './BlogAuthor.tsx';
import { useTranslate } from '../i18n/use-translate.ts';
import { useSiteContext } from '../site-context.ts';

/** Title (an h1 on the post itself, a linked h2 in the list), date, reading time and authors. */
export function BlogPostHeader({ post, asLink }: { post: BlogPostSummary; asLink?: boolean }): ReactElement {
  const t = useTranslate();
  const { site } = useSiteContext();
  return (
    <header className="blog-post__header">
      {asLink ? (
        <h2 className="blog-post__title">
          <a href={post.permalink}>{post.title}</a>
        </h2>
      ) : (
        <h1 className="blog-post__title page-title">{post.title}</h1>
      )}
      <p className="blog-post__meta">
        <time dateTime={post.date}>{formatDate(post.date, t, site.locale)}</time>
        {post.readingMinutes !== undefined && <ReadingTime minutes={post.readingMinutes} />}
      </p>
      {post.authors.length > 0 && (
        <div className="blog-post__authors">
          {post.authors.map((author, index) => (
            <BlogAuthor key={author.key ?? `${author.name}-${index}`} author={author} />
          ))}
        </div>
      )}
    </header>
  );
}

/** After the date, as Docusaurus shows it: "· 4 min read". */
function ReadingTime({ minutes }: { minutes: number }): ReactElement {
  const t = useTranslate();
  const shown = shownReadingMinutes(minutes);
  return (
    <>
      <span aria-hidden="true"> · </span>
      <span>{t.plural('theme.blog.post.readingTime.plurals', shown, { readingTime: shown })}</span>
    </>
  );
}
