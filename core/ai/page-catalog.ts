/**
 * The pages a build offers readers' AI assistants: what `llms.txt` lists and the MCP server's `list_pages`
 * answers, and where each page's markdown is. The build writes the catalog of every page under a dot-name the
 * server never serves; whoever answers a reader keeps only the pages that reader may open.
 */

import { fileForRoute, normalizeRoute } from '../routes/paths.ts';

/** Where the catalog lives in a build (a dot-name: never served as a file). */
export const PAGE_CATALOG_FILE = '.docgen-pages.json';

/** Which part of the site a page belongs to: `llms.txt` lists each under a heading of its own. */
type CatalogSection = 'docs' | 'blog' | 'pages';

export interface CatalogPage {
  /** The page's route (`/docs/overview`). */
  route: string;
  title: string;
  description?: string;
  section: CatalogSection;
  /** A doc's version name (as in `CatalogVersion.name`). */
  version?: string;
}

export interface CatalogVersion {
  name: string;
  label: string;
  /** The version served at the docs' root. */
  isLast: boolean;
}

export interface PageCatalog {
  title: string;
  tagline: string;
  /** The site's public URL (`url` in the site config), without a trailing slash. */
  url: string;
  /** Newest first. */
  versions: CatalogVersion[];
  pages: CatalogPage[];
}

/** The markdown file of a route in the build: `/docs/x` → `docs/x.md`, `/` → `index.md` (see `fileForRoute`). */
export function markdownFileForRoute(route: string): string {
  return fileForRoute(route, '.md');
}

/** The route whose markdown a build file is (`docs/x.md` → `/docs/x`), or undefined for any other file. */
export function routeOfMarkdownFile(file: string): string | undefined {
  if (!file.endsWith('.md')) return undefined;
  // The inverse of `fileForRoute`, as the HTML file of the same route is read.
  return normalizeRoute(`/${file.slice(0, -'.md'.length)}.html`);
}

/** A page's absolute address: the site's URL and the route (`path` may add `.md`). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteOrigin(siteUrl)}${path}`;
}

/** The site's URL without the trailing slash its base path `/` may add. */
export function siteOrigin(siteUrl: string): string {
  return siteUrl.endsWith('/') ? siteUrl.slice(0, -1) : siteUrl;
}
