import type { ReactElement } from 'react';
import type { PagerLink } from '../../core/site/page-data.ts';

interface PagerProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  previous?: PagerLink;
  next?: PagerLink;
  previousLabel: string;
  nextLabel: string;
}

/** Two cards at the end of a page: the previous page on the left, the next on the right. */
export function Pager({ label, previous, next, previousLabel, nextLabel }: PagerProps): ReactElement | null {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={label}>
      {previous && (
        <a className="pager__link pager__link--prev" href={previous.permalink} rel="prev">
          <span className="pager__sublabel">{previousLabel}</span>{' '}
          <span className="pager__label">« {previous.title}</span>
        </a>
      )}
      {next && (
        <a className="pager__link pager__link--next" href={next.permalink} rel="next">
          <span className="pager__sublabel">{nextLabel}</span>{' '}
          <span className="pager__label">{next.title} »</span>
        </a>
      )}
    </nav>
  );
}
