import type { ReactElement } from 'react';
import type { BlogTagsPageData } from '../../core/site/page-data.ts';

/** `/blog/tags`: every tag with its post count, grouped by first letter as Docusaurus does. */
export function BlogTagsPage({ page }: { page: BlogTagsPageData }): ReactElement {
  return (
    <div className="container blog-tags-page">
      <h1 className="page-title">{page.title}</h1>
      {byLetter(page.tags).map(([letter, tags]) => (
        <section key={letter} className="blog-tags-page__letter">
          <h2>{letter}</h2>
          <ul className="tag-list">
            {tags.map((tag) => (
              <li key={tag.permalink}>
                <a className="tag" href={tag.permalink}>
                  {tag.label}
                  <span className="tag__count">{tag.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function byLetter(tags: BlogTagsPageData['tags']): [string, BlogTagsPageData['tags']][] {
  const groups = new Map<string, BlogTagsPageData['tags']>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups];
}
