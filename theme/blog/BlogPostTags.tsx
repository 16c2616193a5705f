import type { ReactElement } from 'react';
import type { TagLink } from '../../core/site/page-data.ts';
import { useTranslate } from '../i18n/use-translate.ts';

/** "Tags:" and a link to each tag's page, under a post and under its excerpt in a list. */
export function BlogPostTags({ tags }: { tags: TagLink[] }): ReactElement | null {
  const t = useTranslate();
  if (tags.length === 0) return null;
  return (
    <div className="blog-post__tags">
      <b>{t('theme.tags.tagsListLabel')}</b>
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
