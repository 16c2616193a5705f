import { useEffect, useState } from 'react';
import type { PageData } from '../core/site/page-data.ts';

/**
 * Dispatched on `window` with a route's page data, complete and its view loaded, as `detail` to show it without a
 * page load: the client router does it after fetching a link's target.
 */
export const PAGE_DATA_EVENT = 'docgen:page-data';

/**
 * Dispatched on `window` by the dev server's client (`generator/dev/dev-client.js`, which names it too) when it
 * rebuilt the page shown; cancelled by the client router, which shows the page anew. Not cancelled (no router
 * runs on the page), the dev client reloads the page.
 */
export const PAGE_REBUILT_EVENT = 'docgen:page-rebuilt';

/** The page shown: the first one, then each that `PAGE_DATA_EVENT` brings. */
export function useCurrentPage(initialPage: PageData): PageData {
  const [page, setPage] = useState(initialPage);
  useEffect(() => {
    const onPageData = (event: Event) => setPage((event as CustomEvent<PageData>).detail);
    window.addEventListener(PAGE_DATA_EVENT, onPageData);
    return () => window.removeEventListener(PAGE_DATA_EVENT, onPageData);
  }, []);
  return page;
}
