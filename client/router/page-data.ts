import { pageDataPathForRoute } from '../../core/routes/paths.ts';
import type { PageData, PageDataJson } from '../../core/site/page-data.ts';
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

async function fetchPageData(route: string, priority: RequestPriority): Promise<PageDataJson> {
  const url = pageDataPathForRoute(route);
  const response = await fetch(url, { headers: { Accept: 'application/json' }, priority });
  if (!response.ok) throw new PageDataError(route, `Loading ${url} failed with HTTP ${response.status}.`);
  const data = (await response.json()) as PageDataJson;
  if (typeof data !== 'object' || data === null || typeof data.kind !== 'string') {
    throw new PageDataError(route, `${url} is not docgen page data.`);
  }
  return data;
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
