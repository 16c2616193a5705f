import { useMemo, type ReactElement } from 'react';
import type { PageData, SiteData } from '../core/site/page-data.ts';
import { MAIN_ID } from './constants.ts';
import { AnnouncementBar } from './layout/AnnouncementBar.tsx';
import { BaseUrlIssueBanner } from './layout/BaseUrlIssueBanner.tsx';
import { Footer } from './layout/Footer.tsx';
import { PageBody } from './layout/PageBody.tsx';
import { PageErrorBoundary } from './layout/PageErrorBoundary.tsx';
import type { PageViews } from './layout/page-views.ts';
import { SkipToContent } from './layout/SkipToContent.tsx';
import { Navbar } from './navbar/Navbar.tsx';
import { useForgetUnknownPreferredVersion } from './preferred-version.ts';
import { SiteContext } from './site-context.ts';
import { ThemeSlotsProvider, type ThemeSlots } from './slots.tsx';

export interface AppProps {
  site: SiteData;
  page: PageData;
  /** The component of each page kind that may be shown (the server passes all; the client those it loaded). */
  views: PageViews;
  slots?: ThemeSlots;
}

const NO_SLOTS: ThemeSlots = {};

/**
 * Everything inside `<body>`'s root element, for every route. Rendered with `renderToString` by the generator
 * and hydrated by the client with the same props; nothing here reads browser state during render.
 */
export function App({ site, page, views, slots = NO_SLOTS }: AppProps): ReactElement {
  const context = useMemo(() => ({ site, page }), [site, page]);
  useForgetUnknownPreferredVersion(site);
  return (
    <SiteContext.Provider value={context}>
      <ThemeSlotsProvider value={slots}>
        <SkipToContent />
        <BaseUrlIssueBanner />
        {/* Toggled by the client router during navigations (styles/runtime.css). */}
        <div className="route-progress" aria-hidden="true" />
        {site.announcementBar && <AnnouncementBar bar={site.announcementBar} />}
        <Navbar />
        <main id={MAIN_ID} className={`main main--${page.kind}`} tabIndex={-1}>
          {slots.beforeContent}
          <PageErrorBoundary resetKey={page.route}>
            <PageBody page={page} views={views} />
          </PageErrorBoundary>
        </main>
        <Footer footer={site.footer} />
      </ThemeSlotsProvider>
    </SiteContext.Provider>
  );
}
