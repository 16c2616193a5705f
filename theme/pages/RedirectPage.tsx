import type { ReactElement } from 'react';
import type { RedirectPageData } from '../../core/site/page-data.ts';

/** Shown only for a moment (or without JavaScript): the page that a route now redirects to. */
export function RedirectPage({ page }: { page: RedirectPageData }): ReactElement {
  return (
    <div className="container redirect-page">
      <p>
        This page has moved to <a href={page.to}>{page.to}</a>.
      </p>
    </div>
  );
}
