import type { ReactElement } from 'react';
import type { AuthorsPageData } from '../../core/site/page-data.ts';
import { Link } from '../common/Link.tsx';
import { formatPostCount } from '../format.ts';

/** Every blog author: avatar, name (linked to their page), title and how many posts they wrote. */
export function AuthorsPage({ page }: { page: AuthorsPageData }): ReactElement {
  return (
    <div className="container authors-page">
      <h1 className="page-title">{page.title}</h1>
      <ul className="authors-grid">
        {page.authors.map((author) => (
          <li key={author.key} className="card author-card">
            {author.imageUrl && (
              <img
                className="author-card__avatar"
                src={author.imageUrl}
                alt=""
                width={80}
                height={80}
                loading="lazy"
              />
            )}
            <h2 className="author-card__name">
              {author.url ? <Link href={author.url}>{author.name}</Link> : author.name}
            </h2>
            {author.title && <p className="author-card__title">{author.title}</p>}
            <p className="author-card__count">{formatPostCount(author.postCount)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
