import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { forEachLimited } from '../workers/for-each-limited.ts';

/** Pages checked at once: enough to keep the local server and the parser busy. */
const PAGE_CONCURRENCY = 8;

export interface CrawlContext {
  /** The local server of the written output. */
  origin: string;
  /** Fetch external links too. */
  external: boolean;
}

/** Targets (without fragment) a page already fetched successfully, shared by every page this thread checks. */
const good = new Set<string>();

/**
 * Runs linkinator on each page (its own links, not recursively), skipping targets another page already found
 * good. A single recursive crawl of the whole site re-examines every repeated link (each page's sidebar) against
 * all results so far, which grows with the square of the page count (89 s at 1,000 pages); this way each target
 * is fetched once per thread and each page parsed once.
 */
export async function checkPages(context: CrawlContext, routes: readonly string[]): Promise<Diagnostic[]> {
  const broken: Diagnostic[] = [];
  await forEachLimited(routes, PAGE_CONCURRENCY, async (route) => {
    broken.push(...(await checkPage(context, route)));
  });
  return broken;
}

async function checkPage(context: CrawlContext, route: string): Promise<Diagnostic[]> {
  const page = `${context.origin}${route}`;
  const checker = new LinkChecker();
  const broken: Diagnostic[] = [];
  checker.on('link', (result: LinkResult) => {
    if (result.state === LinkState.OK) good.add(result.url);
    if (result.state !== LinkState.BROKEN) return;
    broken.push({
      code: 'link-broken',
      severity: 'error',
      message: `Broken link on ${route}: ${pathOf(result.url, context.origin)} (${result.status || 'no response'})`,
      hint: 'Fix the link target or create the page it points to.',
    });
  });
  await checker.check({
    path: page,
    recurse: false,
    // Our routes are clean paths (`/docs/a` is a page, not a folder): relative links resolve from its folder.
    cleanUrls: true,
    concurrency: 8,
    // Generous: linkinator aborts with an unhandled stream error when a local response is slow under load.
    timeout: 120_000,
    linksToSkip: async (link) => {
      if (link === page) return false;
      if (good.has(link)) return true;
      const url = new URL(link);
      // `.md` targets were already reported as markdown-link warnings by the transform stage.
      if (url.origin === context.origin) return /\.mdx?$/.test(url.pathname);
      return !context.external;
    },
  });
  return broken;
}

function pathOf(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) : url;
}
