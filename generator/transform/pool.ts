import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { LinkContext, TransformInput, TransformOutput } from './context.ts';
import { transformMarkdown } from './transform-markdown.ts';

/** Below this many files, starting workers (each loads the highlighter) costs more than it saves. */
const INLINE_LIMIT = 24;
const WORKER_ENTRY = new URL('./worker-entry.mjs', import.meta.url);

interface Job {
  input: TransformInput;
  resolve: (output: TransformOutput) => void;
  reject: (error: Error) => void;
}

/** Transforms markdown on worker threads, one file at a time per worker; small jobs run inline. */
export class TransformPool {
  private readonly queue: Job[] = [];
  private readonly workers: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();

  constructor(private readonly options: { root: string; links: LinkContext; size: number }) {
    if (options.size <= INLINE_LIMIT) return;
    const count = Math.max(1, Math.min(availableParallelism(), Math.ceil(options.size / INLINE_LIMIT)));
    for (let i = 0; i < count; i++) this.workers.push(this.startWorker());
  }

  run(input: TransformInput): Promise<TransformOutput> {
    if (this.workers.length === 0) {
      return transformMarkdown({ root: this.options.root, input, links: this.options.links });
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private startWorker(): Worker {
    const worker = new Worker(WORKER_ENTRY, {
      workerData: { root: this.options.root, links: this.options.links },
    });
    worker.on('message', (message: { output?: TransformOutput; error?: string }) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      if (job) {
        if (message.output) job.resolve(message.output);
        else job.reject(new Error(message.error ?? 'transform failed'));
      }
      this.dispatch();
    });
    worker.on('error', (error) => {
      this.busy.get(worker)?.reject(error);
      this.busy.delete(worker);
    });
    return worker;
  }

  private dispatch(): void {
    for (const worker of this.workers) {
      if (this.busy.has(worker)) continue;
      const job = this.queue.shift();
      if (!job) return;
      this.busy.set(worker, job);
      worker.postMessage(job.input);
    }
  }
}
