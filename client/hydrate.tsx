import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PageData, PageDataJson, SiteData } from '../core/site/page-data.ts';
// Reader runtime: base-URL check, client router, content enhancements.
import { prepareEnhancements, startEnhancements } from './enhancements/index.ts';
import { hydrationData } from './errors/base-url.ts';
import { withRenderedContent } from './page-content.ts';
import { loadPageView } from './page-views.ts';
import { startRouter } from './router/index.ts';
import { isComplete, withSidebar } from './router/sidebar-file.ts';

const ROOT_ID = '__docgen';

/** Hydrates the server's HTML with `Root` and starts the reader runtime: what every client entry does. */
export function hydratePage(Root: ComponentType<{ site: SiteData; initialPage: PageData }>): void {
  const root = document.getElementById(ROOT_ID);
  const embedded = root ? hydrationData() : undefined;
  if (!root || !embedded) return;
  const { site } = embedded;
  // The embedded data leaves the content out (the body carries it): read it back before hydration changes anything.
  const written = withRenderedContent(embedded.page, root);
  // React must find the component of the server's HTML when it hydrates: the page kind's view comes first, and
  // a doc's sidebar (the shell preloads its file).
  Promise.all([sidebarOrNone(written), loadPageView(written.kind)]).then(
    ([{ page, asRendered }]) => {
      const app = <Root site={site} initialPage={page} />;
      if (asRendered) hydrateRoot(root, app);
      else createRoot(root).render(app);
      // Reader runtime. Not on the sign-in shell: without a session every page's data is refused, so
      // links there load pages the plain way (and the server answers with the shell again).
      if (page.kind !== 'signIn') {
        startRouter({ site, page, onPage: prepareEnhancements });
        startEnhancements();
      }
    },
    (error: unknown) => console.error('[docgen] The page stays as the server rendered it.', error),
  );
}

/**
 * The page with its sidebar, or without one when its file cannot be loaded (the session ended between the page
 * and its file, or the network failed): the page is then rendered again rather than hydrated, so that the gate
 * still runs (and asks a reader whose session ended to sign in) instead of a page left without its scripts.
 */
async function sidebarOrNone(
  written: PageData | PageDataJson,
): Promise<{ page: PageData; asRendered: boolean }> {
  try {
    return { page: await withSidebar(written), asRendered: true };
  } catch (error) {
    console.error('[docgen] The sidebar could not be loaded: the page is shown without it.', error);
    return { page: isComplete(written) ? written : { ...written, sidebar: [] }, asRendered: false };
  }
}
