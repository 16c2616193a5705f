import { LinkChecker, LinkState } from 'linkinator';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { startStaticServer } from './static-server.ts';

export interface LinkCheckParams {
  outDir: string;
  /** Fetch external links too (off by default: builds must not depend on the network). */
  external?: boolean;
}

/**
 * Stage 6: linkinator crawls the written output, served locally with docgen's own route resolution; every broken
 * internal link becomes an error naming the page and the target.
 */
export async function checkLinks(params: LinkCheckParams): Promise<Diagnostic[]> {
  const server = await startStaticServer(params.outDir);
  try {
    return await crawl(server.origin, params.external ?? false);
  } finally {
    await server.close();
  }
}

async function crawl(origin: string, external: boolean): Promise<Diagnostic[]> {
  const checker = new LinkChecker();
  const broken: Diagnostic[] = [];
  checker.on('link', (result) => {
    if (result.state !== LinkState.BROKEN) return;
    const page = pathOf(result.parent ?? '', origin);
    broken.push({
      code: 'link-broken',
      severity: 'error',
      message: `Broken link on ${page || '/'}: ${pathOf(result.url, origin)} (${result.status ?? 'no response'})`,
      hint: 'Fix the link target or create the page it points to.',
    });
  });
  await checker.check({
    path: `${origin}/`,
    recurse: true,
    concurrency: 32,
    // Generous: linkinator aborts with an unhandled stream error when a local response is slow under load.
    timeout: 120_000,
    linksToSkip: async (link) => {
      const url = new URL(link);
      // `.md` targets were already reported as markdown-link warnings by the transform stage.
      if (url.origin === origin) return /\.mdx?$/.test(url.pathname);
      return !external;
    },
  });
  return broken.filter((d, i, all) => all.findIndex((o) => o.message === d.message) === i);
}

function pathOf(url: string, origin: string): string {
  return origin && url.startsWith(origin) ? url.slice(origin.length) : url;
}
