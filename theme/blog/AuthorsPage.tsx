import type { ReactElement } from 'react';
import type { AuthorsPageData } from '../../core/site/page-data.ts';
import { Link } from '../common/Link.tsx';
import { useTranslate } from '../i18n/use-translate.ts';
import { authorLink } from './BlogAuthor.tsx';

/** Every blog author: avatar, name (linked to their page), title and how many posts they wrote. */
export function AuthorsPage({ page }: { page: AuthorsPageData }): ReactElement {
  return (
    <div className="container authors-page">
      <h1 className="page-title">{page.title}</h1>
      <ul className="authors-grid">
        {page.authors.map((author) => (
          <AuthorCard key={author.key ?? author.name} author={author} />
        ))}
      </ul>
    </div>
  );
}

function AuthorCard({ author }: { author: AuthorsPageData['authors'][number] }): ReactElement {
  const t = useTranslate();
  const href = authorLink(author);
  return (
    <li className="card author-card">
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
        {href ? <Link href={href}>{author.name}</Link> : author.name}{' '}
        {/* A bare number after the name, as Docusaurus shows it; its title says what it counts. */}
        <span className="author-card__count" title={t.plural('theme.blog.post.plurals', author.postCount)}>
          {author.postCount}
        </span>
      </h2>
      {author.title && <p className="author-card__title">{author.title}</p>}
    </li>
  );
}
