import type * as Linkinator from 'linkinator';
import type { LinkResult } from 'linkinator';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { LinkTargets } from './link-targets.ts';
import type { PageSources } from './page-sources.ts';
import { TARGETS_PAGE, targetsPage } from './targets-page.ts';
import { checkServerThread, type CheckServerThread } from './check-server-thread.ts';

let linkinator: Promise<typeof Linkinator> | undefined;

function loadLinkinator(): Promise<typeof Linkinator> {
  linkinator ??= import('linkinator');
  return linkinator;
}

/**
 * Starts what the check needs before it can begin, e.g. while the pages are being written: the server's thread
 * (passed to `checkLinks` as `serverThread`) and linkinator's code (a tenth of a second to load).
 */
export function prepareLinkCheck(): CheckServerThread {
  void loadLinkinator();
  return checkServerThread();
}

export interface LinkCheckParams {
  outDir: string;
  /** The links of the pages to check, collected as they were written. */
  links: LinkTargets;
  /** Fetch external links too (off by default: builds must not depend on the network). */
  external?: boolean;
  /** The server's thread, from `prepareLinkCheck` (it is closed here); one is started when not given. */
  serverThread?: CheckServerThread;
  /** The pages' markdown, to report a broken link at the file and line that wrote it. */
  sources?: PageSources;
}

/**
 * The check stage: linkinator checks every distinct link target of the written pages against a local server of the
 * output that resolves and answers routes as `docgen serve` does; each broken internal target becomes an error for every
 * page that links to it.
 *
 * The pages' links were collected while writing them, and linkinator is given them once each, on one page.
 * Crawling the site instead makes linkinator parse every page and weigh every repeated link (each page's
 * sidebar) again: millions of links on a 5,000-page site, minutes of work for a few thousand distinct targets.
 */
export async function checkLinks(params: LinkCheckParams): Promise<Diagnostic[]> {
  const external = params.external ?? false;
  const targets = params.links.targets().filter((t) => !/\.mdx?$/.test(t) && (external || t.startsWith('/')));
  if (targets.length === 0) {
    await params.serverThread?.close();
    return [];
  }
  const thread = params.serverThread ?? checkServerThread();
  const server = await thread.serve(params.outDir, targetsPage(targets));
  try {
    const broken = await brokenTargets(server.origin, external);
    return [...broken].flatMap(([target, status]) =>
      params.links.pagesLinkingTo(target).map((page): Diagnostic => ({
        code: 'link-broken',
        severity: 'error',
        ...params.sources?.locate(page, target),
        message: `Broken link on ${page}: ${target} (${status || 'no response'})`,
        hint: 'Fix the link target or create the page it points to.',
      })),
    );
  } finally {
    await server.close();
  }
}

/** Target (site path or external URL) → the status it answered with. */
async function brokenTargets(origin: string, external: boolean): Promise<Map<string, number | undefined>> {
  const listing = `${origin}${TARGETS_PAGE}`;
  const broken = new Map<string, number | undefined>();
  const { LinkChecker, LinkState } = await loadLinkinator();
  const checker = new LinkChecker();
  checker.on('link', (result: LinkResult) => {
    if (result.state !== LinkState.BROKEN) return;
    broken.set(result.url.startsWith(origin) ? result.url.slice(origin.length) : result.url, result.status);
  });
  await checker.check({
    path: listing,
    recurse: false,
    concurrency: 64,
    // Generous: linkinator aborts with an unhandled stream error when a local response is slow under load.
    timeout: 120_000,
    linksToSkip: async (link) => link !== listing && !link.startsWith(origin) && !external,
  });
  return broken;
}
