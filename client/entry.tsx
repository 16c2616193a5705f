import { hydrateRoot } from 'react-dom/client';
import type { EmbeddedPageData, SiteData } from '../core/site/page-data.ts';
import '../theme/styles/index.css';
import { PageRoot } from './PageRoot.tsx';
// Reader runtime (issue 4): base-URL check, client router, content enhancements.
import { prepareEnhancements, startEnhancements } from './enhancements/index.ts';
import { siteLoadedProperly } from './errors/base-url.ts';
import { withRenderedContent } from './page-content.ts';
import { loadPageView } from './page-views.ts';
import { startRouter } from './router/index.ts';

const SITE_DATA_ID = '__DOCGEN_SITE__';
const PAGE_DATA_ID = '__DOCGEN_PAGE__';
const ROOT_ID = '__docgen';

function readJson<T>(id: string): T {
  const element = document.getElementById(id);
  if (!element?.textContent) throw new Error(`Missing #${id}: this page was not rendered by docgen build.`);
  return JSON.parse(element.textContent) as T;
}

const root = document.getElementById(ROOT_ID);
if (root && siteLoadedProperly()) {
  const site = readJson<SiteData>(SITE_DATA_ID);
  // The embedded data leaves the content out (the body carries it): read it back before hydration changes anything.
  const page = withRenderedContent(readJson<EmbeddedPageData>(PAGE_DATA_ID), root);
  // React must find the component of the server's HTML when it hydrates: the page kind's view comes first.
  loadPageView(page.kind).then(
    () => {
      hydrateRoot(root, <PageRoot site={site} initialPage={page} />);
      // Reader runtime (issue 4). Not on the sign-in shell: without a session every page's data is refused, so
      // links there load pages the plain way (and the server answers with the shell again).
      if (page.kind !== 'signIn') {
        startRouter({ site, page, onPage: prepareEnhancements });
        startEnhancements();
      }
    },
    (error: unknown) => console.error('[docgen] The page stays as the server rendered it.', error),
  );
}
