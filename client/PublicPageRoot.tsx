import type { ReactElement } from 'react';
import type { PageData, SiteData } from '../core/site/page-data.ts';
import { App } from '../theme/App.tsx';
import { useCurrentPage } from './current-page.ts';
import { pageViews } from './page-views.ts';
import { searchSlot } from './search/search-slot.tsx';

/** The hydrated root of a public site: the theme's App with the current page, and no gate (nobody signs in). */
export function PublicPageRoot({
  site,
  initialPage,
}: {
  site: SiteData;
  initialPage: PageData;
}): ReactElement {
  const page = useCurrentPage(initialPage);
  return <App site={site} page={page} views={pageViews} slots={{ searchDialog: searchSlot(page) }} />;
}
