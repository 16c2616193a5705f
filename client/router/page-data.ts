import type { PageData, PageDataJson } from '../../core/site/page-data.ts';
import { readEmbeddedData } from '../errors/base-url.ts';
import { withRenderedContent } from '../page-content.ts';
import { withSidebar } from './sidebar-file.ts';

/**
 * Page data by route, as written, fetched once per session. Preloads, prefetches and navigations share the
 * same promise, so a link hovered and then clicked is fetched once. A failed load is forgotten, so a later
 * attempt fetches again.
 */
const cache = new Map<string, Promise<PageData | PageDataJson>>();

class PageDataError extends Error {
  constructor(
    readonly route: string,
    message: string,
  ) {
    super(message);
    this.name = 'PageDataError';
  }
}

/**
 * A route's data read from its HTML page, as hydration reads the first page's: the data the page embeds and the
 * content its body carries. The page is the only copy of its content the build writes (a page-data file beside
 * it would repeat the article). Any other answer fails, and the router loads the address itself: an error (the
 * gate's refusals), the sign-in shell, or another page (where a redirect to sign in leads); a redirect to the
 * page itself (a host adding a slash) is followed.
 */
async function fetchPageData(route: string, priority: RequestPriority): Promise<PageDataJson> {
  const response = await fetch(route, { headers: { Accept: 'text/html' }, priority });
  if (!response.ok) throw new PageDataError(route, `Loading ${route} failed with HTTP ${response.status}.`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const read = readEmbeddedData(page, route);
  if ('issue' in read) throw new PageDataError(route, `${route} did not answer with its page: ${read.issue}`);
  if (read.data.page.kind === 'signIn') throw new PageDataError(route, `${route} asks to sign in.`);
  return withRenderedContent(read.data.page, page);
}

/**
 * The page data of a route, with a doc's sidebar (see `withSidebar`), to show it or about to (a link hovered);
 * `priority: 'low'` for speculative loads, so they never delay a click.
 */
export function loadPageData(route: string, priority: RequestPriority = 'high'): Promise<PageData> {
  return writtenPageData(route, priority).then(withSidebar);
}

/** Fetches a route's page data as written, for a link that may be followed (its sidebar waits for that). */
export function prefetchPageData(route: string): Promise<unknown> {
  return writtenPageData(route, 'low');
}

function writtenPageData(route: string, priority: RequestPriority): Promise<PageData | PageDataJson> {
  let pending = cache.get(route);
  if (!pending) {
    pending = fetchPageData(route, priority);
    cache.set(route, pending);
    pending.catch(() => {
      if (cache.get(route) === pending) cache.delete(route);
    });
  }
  return pending;
}

/** Seeds the cache with data the page already has (the embedded data of the first page). */
export function rememberPageData(page: PageData): void {
  cache.set(page.route, Promise.resolve(page));
}

/** Forgets everything (the dev server changed pages behind the cache's back). */
export function forgetPageData(): void {
  cache.clear();
}
