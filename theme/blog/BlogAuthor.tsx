import type { ReactElement } from 'react';
import type { AuthorData } from '../../core/site/page-data.ts';
import { Link } from '../common/Link.tsx';

/** Avatar, name (linked to the author's URL, else their e-mail address) and title. */
export function BlogAuthor({ author }: { author: AuthorData }): ReactElement {
  const name = <span className="author__name">{author.name}</span>;
  const href = authorLink(author);
  return (
    <div className="author">
      {author.imageUrl && (
        <img className="author__avatar" src={author.imageUrl} alt="" width={40} height={40} loading="lazy" />
      )}
      <div className="author__text">
        {href ? <Link href={href}>{name}</Link> : name}
        {author.title && <small className="author__title">{author.title}</small>}
      </div>
    </div>
  );
}

export function authorLink(author: AuthorData): string | undefined {
  return author.url ?? (author.email ? `mailto:${author.email}` : undefined);
}
