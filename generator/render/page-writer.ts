import type { PageData } from '../../core/site/page-data.ts';
import { WorkerPool } from '../workers/worker-pool.ts';
import { writePage, type PageContext } from './write-page.ts';

/** Below this many pages, starting workers (each loads React and the theme) costs more than it saves. */
const INLINE_LIMIT = 24;
const WORKER = new URL('./render-worker.ts', import.meta.url);

/**
 * Renders and writes pages on a worker thread per core. The workers always load React's production build: the
 * development build (whatever NODE_ENV the caller has, e.g. a test runner's) renders about six times slower.
 */
export class PageWriter {
  private readonly pool: WorkerPool<PageData, string[]> | undefined;

  constructor(
    private readonly context: PageContext,
    pages: number,
  ) {
    if (pages <= INLINE_LIMIT) return;
    this.pool = new WorkerPool({
      module: WORKER,
      data: context,
      size: Math.ceil(pages / INLINE_LIMIT),
      env: { NODE_ENV: 'production' },
    });
  }

  /** Renders and writes the page; its links. */
  write(page: PageData): Promise<string[]> {
    return this.pool ? this.pool.run(page) : writePage(this.context, page);
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }
}
