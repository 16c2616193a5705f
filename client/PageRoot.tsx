import { useEffect, useState, type ReactElement } from 'react';
import type { PageData, PageDataJson, SiteData } from '../core/site/page-data.ts';
import { App } from '../theme/App.tsx';
import { useGate, type GateOptions } from './gate/index.ts';
import { closeServerSession, forgetShellReload, openServerSession } from './gate/server-session.ts';
import { hasPageView, loadPageView, pageViews } from './page-views.ts';
import { isComplete, withSidebar } from './router/sidebar-file.ts';
import { LazySearchDialog } from './search/LazySearchDialog.tsx';

/**
 * Dispatched on `window` with a route's page data (as written, or with its sidebar) as `detail` to show it without a page load: the dev server's
 * client does it after a save, the client router after fetching a link's target.
 */
export const PAGE_DATA_EVENT = 'docgen:page-data';

/** Signing in and out also opens and ends the server session of `docgen serve`. */
const SERVER_SESSION: GateOptions = { onSignIn: openServerSession, onSignOut: closeServerSession };

/** The hydrated root: the theme's App with the current page held in state. */
export function PageRoot({ site, initialPage }: { site: SiteData; initialPage: PageData }): ReactElement {
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
  const isShell = initialPage.kind === 'signIn';
  useEffect(() => {
    if (!isShell) forgetShellReload();
  }, [isShell]);
  const gate = useGate(site, page, SERVER_SESSION);
  // A doc page searches its own version; any other page the latest.
  const version = page.kind === 'doc' ? page.version : undefined;
  const slots = {
    ...gate.slots,
    searchDialog: (close: () => void) => <LazySearchDialog version={version} close={close} />,
  };
  return <App site={gate.site} page={page} views={pageViews} slots={slots} />;
}
