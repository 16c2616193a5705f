import type { ReactElement } from 'react';
import type { TagLink } from '../../core/site/page-data.ts';

/** "Tags:" and a link to each tag's page, under a post and under its excerpt in a list. */
export function BlogPostTags({ tags }: { tags: TagLink[] }): ReactElement | null {
  if (tags.length === 0) return null;
  return (
    <div className="blog-post__tags">
      <b>Tags:</b>
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <a className="tag" href={tag.permalink} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
