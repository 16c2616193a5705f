import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DiagnosticsError, type Diagnostic } from '../../core/errors/diagnostic.ts';
import type { JobReply } from './serve-jobs.ts';

/** Worker threads do not inherit the TypeScript loader: this entry registers it, then loads `workerData.module`. */
const ENTRY = new URL('./entry.mjs', import.meta.url);

interface Job<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: Error) => void;
}

export interface WorkerPoolOptions {
  /** The module (a `serveJobs` handler) each worker runs. */
  module: URL;
  /** Passed to every worker as `workerData.data`. */
  data: unknown;
  size: number;
  /** Overrides on the workers' environment (e.g. React's production build whatever the caller's NODE_ENV). */
  env?: Record<string, string>;
}

/** Runs jobs on one worker thread per core, one job per worker at a time, in the order they were asked. */
export class WorkerPool<In, Out> {
  private readonly queue: Job<In, Out>[] = [];
  private readonly workers: Worker[] = [];
  private readonly busy = new Map<Worker, Job<In, Out>>();

  constructor(options: WorkerPoolOptions) {
    const count = Math.max(1, Math.min(availableParallelism(), options.size));
    for (let i = 0; i < count; i++) this.workers.push(this.startWorker(options));
  }

  run(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private startWorker(options: WorkerPoolOptions): Worker {
    const worker = new Worker(ENTRY, {
      workerData: { module: options.module.href, data: options.data },
      ...(options.env ? { env: { ...process.env, ...options.env } } : {}),
    });
    worker.on('message', (reply: JobReply<Out>) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      if (job) settle(job, reply);
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

function settle<Out>(job: Job<unknown, Out>, reply: JobReply<Out>): void {
  if ('output' in reply) job.resolve(reply.output);
  else if ('diagnostics' in reply) job.reject(new DiagnosticsError(reply.diagnostics as Diagnostic[]));
  else job.reject(new Error(reply.error));
}
