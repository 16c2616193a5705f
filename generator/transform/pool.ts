import type { LinkContext, TransformInput, TransformOutput } from './context.ts';
import { transformMarkdown } from './transform-markdown.ts';
import { WorkerPool } from '../workers/worker-pool.ts';
import type { TransformWorkerData } from './worker.ts';

/** Below this many files, starting workers (each loads the highlighter) costs more than it saves. */
const INLINE_LIMIT = 24;
const WORKER = new URL('./worker.ts', import.meta.url);

/** Transforms markdown on worker threads, one file at a time per worker; small jobs run inline. */
export class TransformPool {
  private readonly pool: WorkerPool<TransformInput, TransformOutput> | undefined;

  constructor(private readonly options: { root: string; links: LinkContext; size: number }) {
    if (options.size <= INLINE_LIMIT) return;
    const data: TransformWorkerData = { root: options.root, links: options.links };
    this.pool = new WorkerPool({ module: WORKER, data, size: Math.ceil(options.size / INLINE_LIMIT) });
  }

  run(input: TransformInput): Promise<TransformOutput> {
    if (this.pool) return this.pool.run(input);
    return transformMarkdown({ root: this.options.root, input, links: this.options.links });
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }
}
