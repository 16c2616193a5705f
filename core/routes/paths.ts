/**
 * Route and path rules shared by the generator, the client router and the server.
 * Routes are clean paths: a leading slash, no trailing slash (except `/` itself), no `.html`.
 */

/** `/a/b.html`, `/a/b/index.html`, `/a/b/` → `/a/b`; `/index.html` → `/`. */
export function normalizeRoute(pathname: string): string {
  let path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  path = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/(?<!\/)\/+$/, '');
  return path === '' ? '/' : path;
}

/** True when a request path is not already its clean form (the server answers it with a redirect). */
export function needsNormalizing(pathname: string): boolean {
  return normalizeRoute(pathname) !== pathname;
}

/**
 * The file of the build that holds a route's page (`.html`) or its markdown (`.md`): `/docs/overview` →
 * `docs/overview.html`. The root and a route whose last segment is `index` (a doc's `slug: index`, which Docusaurus
 * serves at `/x/index`) take the folder's `index` file: `docs/x/index.html` is the page static hosts and
 * `normalizeRoute` serve at `/docs/x`, so `/docs/x/index` is `docs/x/index/index.html`, as Docusaurus writes it.
 */
export function fileForRoute(route: string, extension: '.html' | '.md'): string {
  if (route === '/') return `index${extension}`;
  return route.endsWith('/index') ? `${route.slice(1)}/index${extension}` : `${route.slice(1)}${extension}`;
}

/** The HTML file that serves a route: `/` → `index.html`, `/docs/overview` → `docs/overview.html`. */
export function htmlFileForRoute(route: string): string {
  return fileForRoute(route, '.html');
}

/** Where the build writes the data the client fetches besides pages (the sidebar files). */
export const PAGE_DATA_PREFIX = '/_data';

/** The route the not-found page is written for (`404.html`, as static hosts expect). */
/**
 * Where a sidebar file is written: `hash` is of its content, so the file never changes under its name and may be
 * cached for good (`docgen serve` says so).
 */
export function sidebarFileUrl(version: string, sidebar: string, hash: string): string {
  return `${PAGE_DATA_PREFIX}/sidebars/${version}/${sidebar}.${hash}.json`;
}

/** A sidebar file (a file of the build, without the leading `/`), named by its content. */
export function isSidebarFile(file: string): boolean {
  return /^_data\/sidebars\/.+\.[\w-]{16}\.json$/.test(file);
}

export const NOT_FOUND_ROUTE = '/404';

/** Joins route segments without doubling slashes. */
export function joinRoute(...parts: string[]): string {
  const joined = parts
    .filter((p) => p !== '')
    .join('/')
    .replace(/\/{2,}/g, '/');
  return normalizeRoute(joined);
}
