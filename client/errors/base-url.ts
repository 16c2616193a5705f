import { NOT_FOUND_ROUTE, normalizeRoute } from '../../core/routes/paths.ts';
import type { EmbeddedPageData, SiteData } from '../../core/site/page-data.ts';
import {
  BASE_URL_ISSUE_CLASS,
  BASE_URL_ISSUE_HINT,
  BASE_URL_ISSUE_TITLE,
} from '../../theme/layout/BaseUrlIssueBanner.tsx';

/**
 * The client's side of the base-URL banner: before hydrating, the bundle checks that the page it
 * runs on is a docgen page served where it was built for. If not (the embedded data is missing or unreadable,
 * or the address is not the page's route, as when a site built for `/` is served under `/help/`), it shows
 * the banner and the page stays as the server rendered it, without the single-page behaviour.
 */
const SITE_DATA_ID = '__DOCGEN_SITE__';
const PAGE_DATA_ID = '__DOCGEN_PAGE__';

/** The data the page embeds for hydration. */
export interface EmbeddedData {
  site: SiteData;
  page: EmbeddedPageData;
}

/** The page's embedded data, or what is wrong with the page. */
export function readEmbeddedData(
  doc: Document = document,
  path = location.pathname,
): { data: EmbeddedData } | { issue: string } {
  const site = readEmbedded(doc, SITE_DATA_ID);
  if (site === undefined) return { issue: `The page has no readable site data (#${SITE_DATA_ID}).` };
  const page = readEmbedded(doc, PAGE_DATA_ID);
  if (page === undefined) return { issue: `The page has no readable page data (#${PAGE_DATA_ID}).` };
  const route = typeof page.route === 'string' ? page.route : undefined;
  if (!route) return { issue: 'The page data names no route.' };
  // The not-found page and the sign-in shell answer for any address.
  const anywhere = page.kind === 'notFound' || page.kind === 'signIn' || route === NOT_FOUND_ROUTE;
  if (!anywhere && normalizeRoute(path) !== route)
    return { issue: `This page was built for ${route} but is served at ${path}.` };
  return { data: { site: site as unknown as SiteData, page: page as unknown as EmbeddedPageData } };
}

function readEmbedded(doc: Document, id: string): Record<string, unknown> | undefined {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Shows the banner (the server-rendered one, else a new one at the top of the body) with the detail. */
export function showBaseUrlIssue(detail: string, doc: Document = document): void {
  let banner = doc.querySelector<HTMLElement>(`.${BASE_URL_ISSUE_CLASS}`);
  if (!banner) {
    banner = doc.createElement('div');
    banner.className = BASE_URL_ISSUE_CLASS;
    banner.setAttribute('role', 'alert');
    const title = doc.createElement('p');
    title.className = 'base-url-issue__title';
    title.appendChild(doc.createElement('strong')).textContent = BASE_URL_ISSUE_TITLE;
    const hint = doc.createElement('p');
    hint.className = 'base-url-issue__hint';
    hint.textContent = BASE_URL_ISSUE_HINT;
    banner.append(title, hint);
    doc.body.prepend(banner);
  }
  const line = doc.createElement('p');
  line.className = 'base-url-issue__hint';
  line.textContent = detail;
  banner.appendChild(line);
  banner.classList.add('is-visible');
}

/** The embedded data when the page may be hydrated; else undefined, the banner shown and the problem logged. */
export function hydrationData(): EmbeddedData | undefined {
  const read = readEmbeddedData();
  if ('data' in read) return read.data;
  console.error(`[docgen] ${BASE_URL_ISSUE_TITLE} ${read.issue}`);
  showBaseUrlIssue(read.issue);
  return undefined;
}
