import type { LinkResult } from 'linkinator';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { resolveRequestPath } from '../../core/routes/resolve-request.ts';
import { servedFileNames } from '../../node/http/files/build-index.ts';
import type { LinkTargets } from './link-targets.ts';
import type { PageSources } from './page-sources.ts';
import { TARGETS_PAGE, targetsPage } from './targets-page.ts';
import { checkServerThread } from './check-server-thread.ts';

export interface LinkCheckParams {
  outDir: string;
  /** The links of the pages to check, collected as they were written. */
  links: LinkTargets;
  /** Fetch external links too (off by default: builds must not depend on the network). */
  external?: boolean;
  /** The pages' markdown, to report a broken link at the file and line that wrote it. */
  sources?: PageSources;
  /** Routes of the site that another build writes (its other locales'): links to them are not broken. */
  routesElsewhere?: readonly string[];
}

/**
 * The check stage: every distinct link target of the written pages, each broken internal target an error for
 * every page that links to it.
 *
 * A site path the output has a file for is answered with that file by the server, and so passes: it is
 * resolved here as the server resolves it (`resolveRequestPath`), against the output's files, at no cost.
 * What is left (paths the server would redirect or answer 404, external links when asked) goes to linkinator,
 * against a local server of the output that resolves and answers routes as `docgen serve` does, so a broken
 * link is reported with the status a reader would get. Usually nothing is left, and neither starts.
 *
 * The pages' links were collected while writing them, and linkinator is given them once each, on one page.
 * Crawling the site instead makes linkinator parse every page and weigh every repeated link (each page's
 * sidebar) again: millions of links on a 5,000-page site, minutes of work for a few thousand distinct targets.
 */
export async function checkLinks(params: LinkCheckParams): Promise<Diagnostic[]> {
  const external = params.external ?? false;
  const elsewhere = new Set(params.routesElsewhere);
  const targets = params.links
    .targets()
    .filter((t) => !/\.mdx?$/.test(t) && (external || t.startsWith('/')) && !elsewhere.has(routeOf(t)));
  const unanswered = withoutServedFiles(targets, params.outDir);
  if (unanswered.length === 0) return [];
  const thread = checkServerThread();
  const server = await thread.serve(params.outDir, targetsPage(unanswered));
  try {
    const broken = await brokenTargets(server.origin, external);
    return [...broken].flatMap(([target, status]) =>
      params.links
        .pagesLinkingTo(target)
        .map((page) => brokenLink(page, target, status, params.sources?.locate(page, target))),
    );
  } finally {
    await server.close();
  }
}

/** A link of `page` to `target` that answered `status`, at the markdown that wrote it when known. */
export function brokenLink(
  page: string,
  target: string,
  status: number | undefined,
  where: Pick<Diagnostic, 'file' | 'line' | 'column'> | undefined,
): Diagnostic {
  const isFile = /\.[a-z0-9]+$/i.test(target.split('?', 1)[0] ?? '');
  return {
    code: 'link-broken',
    severity: 'error',
    ...where,
    message: `Broken link on ${page}: ${target} (${status || 'no response'})`,
    hint: isFile
      ? 'Fix the path, or add the file (the files of content/static/ are served from /).'
      : 'Fix the link target or create the page it points to.',
  };
}

/** A site path's route: without its query, fragment and trailing slash. */
function routeOf(target: string): string {
  const path = target.split(/[?#]/, 1)[0] ?? target;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** The targets that are not site paths the server answers with one of the output's files. */
function withoutServedFiles(targets: readonly string[], outDir: string): string[] {
  if (!targets.some((target) => target.startsWith('/'))) return [...targets];
  const files = servedFileNames(outDir);
  const exists = (file: string) => files.has(file);
  return targets.filter((t) => !t.startsWith('/') || resolveRequestPath(t, exists).kind !== 'file');
}

/** Target (site path or external URL) → the status it answered with. */
async function brokenTargets(origin: string, external: boolean): Promise<Map<string, number | undefined>> {
  const listing = `${origin}${TARGETS_PAGE}`;
  const broken = new Map<string, number | undefined>();
  const { LinkChecker, LinkState } = await import('linkinator');
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
