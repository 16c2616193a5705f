import { anchorOf, routableUrl, routeOf } from './links.ts';
import { canPrefetch } from './network.ts';

/**
 * Speculative page-data loads: preload when the pointer rests on a link, a finger
 * touches it or the keyboard focuses it, prefetch when a link scrolls into view. Neither happens with save-data
 * or on 2g (checked at each load, since the connection can change). Links added later (a category expanded, a
 * new page) are picked up by a mutation observer, and so are links whose address changed.
 */
export interface PrefetchOptions {
  /** Loads a route's data into the router's cache (a no-op for routes already there). */
  prefetch: (route: string) => void;
  /** As `prefetch`, and what showing the route needs besides: the reader is about to follow the link. */
  preload: (route: string) => void;
  /** The route being shown (never worth loading). */
  currentRoute: () => string;
}

export function startPrefetching({ prefetch, preload, currentRoute }: PrefetchOptions): void {
  const consider = (anchor: HTMLAnchorElement, load: (route: string) => void) => {
    const url = routableUrl(anchor);
    if (!url || !canPrefetch()) return;
    const route = routeOf(url);
    if (route !== currentRoute()) load(route);
  };
  const onIntent = (event: Event) => {
    const anchor = anchorOf(event);
    if (anchor) consider(anchor, preload);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true, capture: true });
  document.addEventListener('focusin', onIntent);
  if (typeof IntersectionObserver === 'undefined') return;

  // The href each link was watched with: React reuses elements across pages with a new href.
  const watched = new WeakMap<Element, string>();
  const visibility = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visibility.unobserve(entry.target);
      consider(entry.target as HTMLAnchorElement, prefetch);
    }
  });
  const scan = () => {
    scheduled = false;
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const href = anchor.getAttribute('href') ?? '';
      if (watched.get(anchor) === href || !routableUrl(anchor)) continue;
      watched.set(anchor, href);
      visibility.observe(anchor);
    }
  };
  let scheduled = false;
  const scheduleScan = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(scan, 50);
  };
  new MutationObserver(scheduleScan).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['href'],
  });
  scheduleScan();
}
