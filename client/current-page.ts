import { useEffect, useState } from 'react';
import type { PageData, PageDataJson } from '../core/site/page-data.ts';
import { hasPageView, loadPageView } from './page-views.ts';
import { isComplete, withSidebar } from './router/sidebar-file.ts';

/**
 * Dispatched on `window` with a route's page data (as written, or with its sidebar) as `detail` to show it without a page load: the dev server's
 * client does it after a save, the client router after fetching a link's target.
 */
export const PAGE_DATA_EVENT = 'docgen:page-data';

/** The page shown: the first one, then each that `PAGE_DATA_EVENT` brings, once its view is loaded. */
export function useCurrentPage(initialPage: PageData): PageData {
  const [page, setPage] = useState(initialPage);
  useEffect(() => {
    const onPageData = (event: Event) => {
      const next = (event as CustomEvent<PageData | PageDataJson>).detail;
      // The router loads a page's view and sidebar before it dispatches (and needs it shown at once); the dev
      // server sends the page data as written.
      if (hasPageView(next.kind) && isComplete(next)) setPage(next);
      else
        Promise.all([withSidebar(next), loadPageView(next.kind)]).then(
          ([complete]) => setPage(complete),
          (error: unknown) => console.error(`[docgen] Could not load the view of ${next.route}.`, error),
        );
    };
    window.addEventListener(PAGE_DATA_EVENT, onPageData);
    return () => window.removeEventListener(PAGE_DATA_EVENT, onPageData);
  }, []);
  return page;
}
