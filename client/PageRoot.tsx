import { useEffect, type ReactElement } from 'react';
import type { PageData, SiteData } from '../core/site/page-data.ts';
import { App } from '../theme/App.tsx';
import { useCurrentPage } from './current-page.ts';
import { useGate, type GateOptions } from './gate/index.ts';
import { closeServerSession, forgetShellReload, openServerSession } from './gate/server-session.ts';
import { pageViews } from './page-views.ts';
import { searchSlot } from './search/search-slot.tsx';

/** Signing in and out also opens and ends the server session of `docgen serve`. */
const SERVER_SESSION: GateOptions = { onSignIn: openServerSession, onSignOut: closeServerSession };

/** The hydrated root of a site with sign-in: the theme's App with the current page, behind the client gate. */
export function PageRoot({ site, initialPage }: { site: SiteData; initialPage: PageData }): ReactElement {
  const page = useCurrentPage(initialPage);
  const isShell = initialPage.kind === 'signIn';
  useEffect(() => {
    if (!isShell) forgetShellReload();
  }, [isShell]);
  const gate = useGate(site, page, SERVER_SESSION);
  const slots = { ...gate.slots, searchDialog: searchSlot(page) };
  return <App site={gate.site} page={page} views={pageViews} slots={slots} />;
}
