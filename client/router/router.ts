import { flushSync } from 'react-dom';
import type { PageData, RedirectPageData, SiteData } from '../../core/site/page-data.ts';
import { MAIN_ID } from '../../theme/constants.ts';
import { PAGE_DATA_EVENT, PAGE_REBUILT_EVENT } from '../current-page.ts';
import { loadPageView } from '../page-views.ts';
import { anchorOf, isPlainLeftClick, routableUrl, routeOf } from './links.ts';
import { forgetPageData, loadPageData, prefetchPageData, rememberPageData } from './page-data.ts';
import { startPrefetching } from './prefetch.ts';
import { finishProgress, startProgress } from './progress.ts';
import * as scroll from './scroll.ts';
import { documentTitle } from './title.ts';

/**
 * The client router: after hydration, same-origin page links are followed without a page load.
 * The target's page data is read from its HTML (fetched, or taken from the prefetch cache), shown through the
 * root's page state (the `docgen:page-data` event), the address pushed, and the view scrolled to the top or the
 * hash. Back/forward render the entry's page and restore its scroll position. Whenever the data
 * cannot be had, the browser loads the page itself.
 */
export interface RouterOptions {
  site: SiteData;
  /** The page the document was served with. */
  page: PageData;
  /** Called with each page about to be shown (e.g. to start loading what it needs). */
  onPage?: (page: PageData) => void;
}

type Mode = 'push' | 'replace' | 'pop';

/** How many redirect pages one navigation follows before giving up and loading the address. */
const MAX_REDIRECTS = 3;

export function startRouter({ site, page, onPage }: RouterOptions): void {
  let currentRoute = page.route;
  let navigation = 0;
  rememberPageData(page);
  normalizeAddress();
  const initialPosition = scroll.adoptEntry();
  history.scrollRestoration = 'manual';
  restoreAfterReload(initialPosition);

  const show = (next: PageData, url: URL, mode: Mode) => {
    if (mode !== 'pop') {
      scroll.persistEntry();
      if (mode === 'push') history.pushState(scroll.newEntryState(), '', url.href);
      else history.replaceState({ ...(history.state as object), ...scroll.newEntryState() }, '', url.href);
      scroll.adoptEntry();
    }
    render(next);
  };

  /** Renders a page, its view loaded, in place of the one shown (the address and scroll are the caller's). */
  const render = (next: PageData) => {
    currentRoute = next.route;
    onPage?.(next);
    // Set before rendering: a crashed page sets its own title ("Page Error") while rendering.
    document.title = documentTitle(site, next);
    flushSync(() => window.dispatchEvent(new CustomEvent(PAGE_DATA_EVENT, { detail: next })));
  };

  const navigate = async (url: URL, mode: Mode, redirects = 0): Promise<void> => {
    const id = ++navigation;
    startProgress();
    let next: PageData;
    try {
      next = await loadPageData(routeOf(url));
      if (!followsRedirect(next, redirects)) await loadPageView(next.kind);
    } catch (error) {
      if (id !== navigation) return;
      console.warn(`[docgen] Could not load ${url.pathname} in-page; loading the page instead.`, error);
      if (mode === 'pop') location.reload();
      else location.assign(url.href);
      return;
    }
    if (id !== navigation) return;
    if (followsRedirect(next, redirects)) {
      const target = new URL(next.to, url);
      if (!target.hash) target.hash = url.hash;
      return navigate(target, mode === 'push' ? 'push' : 'replace', redirects + 1);
    }
    const position = mode === 'pop' ? scroll.adoptEntry() : undefined;
    show(next, url, mode);
    finishProgress();
    if (position) window.scrollTo(position.x, position.y);
    else scroll.scrollToHashOrTop(url.hash);
    if (mode === 'push') focusStartOfPage();
  };

  document.addEventListener('click', (event) => {
    if (!isPlainLeftClick(event)) return;
    const anchor = anchorOf(event);
    const url = anchor && routableUrl(anchor);
    if (!url) return;
    const route = routeOf(url);
    if (route === currentRoute && url.search === location.search) {
      // Same page: a hash link is the browser's job (no fetch); a link to the page itself goes to the top.
      if (url.hash) return;
      event.preventDefault();
      if (location.hash) {
        scroll.persistEntry();
        history.pushState(scroll.newEntryState(), '', url.href);
        scroll.adoptEntry();
      }
      window.scrollTo(0, 0);
      return;
    }
    event.preventDefault();
    void navigate(url, 'push');
  });

  window.addEventListener('popstate', () => {
    scroll.saveCurrentPosition();
    const url = new URL(location.href);
    if (routeOf(url) === currentRoute) {
      navigation++;
      const position = scroll.adoptEntry();
      if (position) window.scrollTo(position.x, position.y);
      else scroll.scrollToHashOrTop(url.hash, true);
      return;
    }
    void navigate(url, 'pop');
  });

  // A native hash navigation creates an entry without our key.
  window.addEventListener('hashchange', () => scroll.adoptEntry());
  // Browsers do not keep state written while the page unloads: keep the entry's position current instead.
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener(
    'scroll',
    () => {
      clearTimeout(scrollTimer);
      scrollTimer = setTimeout(() => scroll.persistEntry(), 300);
    },
    { passive: true },
  );

  // The dev server rebuilt the page shown (`PAGE_REBUILT_EVENT`): it is shown again where the reader is, from
  // its new HTML; the cache may hold other stale pages too. A page that cannot be loaded is reloaded.
  window.addEventListener(PAGE_REBUILT_EVENT, (event) => {
    event.preventDefault();
    forgetPageData();
    const route = currentRoute;
    const id = navigation;
    loadPageData(route)
      .then(async (next) => {
        await loadPageView(next.kind);
        if (id === navigation) render(next);
      })
      .catch(() => location.reload());
  });

  startPrefetching({
    prefetch: (route) => void prefetchPageData(route).catch(() => undefined),
    preload: (route) =>
      void loadPageData(route, 'low')
        .then((data) => loadPageView(data.kind))
        .catch(() => undefined),
    currentRoute: () => currentRoute,
  });
}

/** A redirect's target is loaded instead of showing it, up to a few hops. */
function followsRedirect(page: PageData, redirects: number): page is RedirectPageData {
  return page.kind === 'redirect' && redirects < MAX_REDIRECTS;
}

/** `x.html` and `x/index.html` become the clean path in the address bar. */
function normalizeAddress(): void {
  const clean = routeOf(location);
  if (clean !== location.pathname) {
    history.replaceState(history.state, '', `${clean}${location.search}${location.hash}`);
  }
}

/** A reload or a return from another document puts the reader where they were. */
function restoreAfterReload(position: scroll.ScrollPosition | undefined): void {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const type = entry?.type;
  if (position && (type === 'reload' || type === 'back_forward')) scroll.scrollWhenPossible(position);
  else if (location.hash) scroll.scrollToHashOrTop(location.hash, true);
}

/**
 * After a link is followed, focus moves to the new content (`<main>`, focusable by script only, no ring), so
 * screen readers announce the new page and the next Tab starts inside it instead of at the old link.
 */
function focusStartOfPage(): void {
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}
