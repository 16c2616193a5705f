import { ASSISTANTS_PAGE } from '../../core/routes/assistant-paths.ts';
import { normalizeRoute, PAGE_DATA_PREFIX } from '../../core/routes/paths.ts';

/**
 * Paths that are files or services of this origin, never pages of the build (the assistants page is the
 * server's own).
 */
const NOT_PAGES = [
  PAGE_DATA_PREFIX,
  '/assets/',
  '/api/',
  '/__docgen/',
  '/_docgen/',
  '/_dev/',
  ASSISTANTS_PAGE,
];

/** A last segment with a file extension other than `.html` (`logo.svg`, `notes.pdf`; `1.0.1` is a version). */
const FILE_EXTENSION = /\.[a-z][a-z\d]*$/i;

/**
 * The URL of a link the router may follow itself: same origin, http(s), no `target` other than `_self`, no
 * `download`, not `rel="external"`, no `hreflang` (the page in another locale: another copy of the site, with
 * its own site data and texts, loaded anew), and a page path (not a file, the page data or the API). Else
 * undefined.
 */
export function routableUrl(anchor: HTMLAnchorElement, base: Location = location): URL | undefined {
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  if (/(^|\s)external(\s|$)/i.test(anchor.getAttribute('rel') ?? '')) return undefined;
  if (anchor.hasAttribute('hreflang')) return undefined;
  const raw = anchor.getAttribute('href');
  if (raw === null || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw, base.href);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  if (NOT_PAGES.some((prefix) => url.pathname.startsWith(prefix))) return undefined;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (FILE_EXTENSION.test(last) && !last.endsWith('.html')) return undefined;
  return url;
}

/** A plain primary-button click: no modifier that asks the browser for a new tab, window or download. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** The anchor an event happened in, if any (`composedPath` also finds links inside shadow roots). */
export function anchorOf(event: Event): HTMLAnchorElement | undefined {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) return node;
  }
  return undefined;
}

/** The clean route of a URL (`/docs/faq.html` → `/docs/faq`). */
export function routeOf(url: URL | Location): string {
  return normalizeRoute(url.pathname);
}
