import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { normalizeRoute } from '../../core/routes/paths.ts';
import { listFiles } from '../load/walk.ts';
import { WorkerPool } from '../workers/worker-pool.ts';
import { checkPages, type CrawlContext } from './check-pages.ts';
import { startStaticServer } from './static-server.ts';

export interface LinkCheckParams {
  outDir: string;
  /** Fetch external links too (off by default: builds must not depend on the network). */
  external?: boolean;
  /** Check only these pages (the ones a build changed); default every page of the output. */
  routes?: readonly string[];
}

/** Pages a worker checks per job; below one batch, starting a worker costs more than it saves. */
const BATCH = 100;
const WORKER = new URL('./check-worker.ts', import.meta.url);

/**
 * Stage 6: linkinator checks every written page (reachable from the home page or not: unlisted docs too),
 * served locally with docgen's own route resolution; every broken internal link becomes an error naming the
 * page and the target. Large sites are checked by a worker per core while this thread serves the pages.
 */
export async function checkLinks(params: LinkCheckParams): Promise<Diagnostic[]> {
  const server = await startStaticServer(params.outDir);
  try {
    const routes =
      params.routes ?? (await listFiles(params.outDir, '**/*.html')).map((f) => normalizeRoute(f));
    const context: CrawlContext = { origin: server.origin, external: params.external ?? false };
    const broken =
      routes.length <= BATCH ? await checkPages(context, routes) : await inWorkers(context, routes);
    const byMessage = new Map(broken.map((d) => [d.message, d]));
    return [...byMessage.values()].sort((a, b) => a.message.localeCompare(b.message));
  } finally {
    await server.close();
  }
}

async function inWorkers(context: CrawlContext, routes: readonly string[]): Promise<Diagnostic[]> {
  const batches: string[][] = [];
  for (let i = 0; i < routes.length; i += BATCH) batches.push(routes.slice(i, i + BATCH));
  const pool = new WorkerPool<string[], Diagnostic[]>({
    module: WORKER,
    data: context,
    size: batches.length,
  });
  try {
    return (await Promise.all(batches.map((batch) => pool.run(batch)))).flat();
  } finally {
    await pool.close();
  }
}
