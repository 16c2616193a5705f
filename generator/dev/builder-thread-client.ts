import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/start-worker.ts';
import type { Builder, FullBuildResult, RebuildResult } from './messages.ts';
import type { BuilderMessage, BuilderRequest, BuilderThreadData } from './builder-thread-protocol.ts';

const MODULE = new URL('./builder-thread-entry.ts', import.meta.url);

interface Pending {
  resolve: (result: RebuildResult) => void;
  reject: (error: Error) => void;
}

/**
 * The dev server's side of the builder thread: starts `builder-thread-entry.ts` on first use and hands it
 * each request. A thread that fails to start (a syntax error in the theme) or dies rejects what it was asked;
 * the next request starts a new one.
 */
export class BuilderThreadClient implements Builder {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly options: BuilderThreadData & { log: (text: string) => void }) {}

  full(): Promise<FullBuildResult> {
    return this.request({ id: this.nextId++, op: 'full' }) as Promise<FullBuildResult>;
  }

  files(files: string[]): Promise<RebuildResult> {
    return this.request({ id: this.nextId++, op: 'files', files });
  }

  /** Drops the worker and its module cache; the next request imports theme/ and the generator afresh. */
  async restart(): Promise<void> {
    await this.stop();
  }

  async close(): Promise<void> {
    await this.stop();
  }

  private request(request: BuilderRequest): Promise<RebuildResult> {
    const worker = (this.worker ??= this.start());
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  private start(): Worker {
    const { root, outDir } = this.options;
    // React's production build renders pages about six times faster; the dev server's own NODE_ENV stays as is.
    const worker = startWorker(MODULE, {
      data: { root, outDir } satisfies BuilderThreadData,
      env: { NODE_ENV: 'production' },
    });
    worker.on('message', (message: BuilderMessage) => {
      if (message.type === 'log') return this.options.log(message.text);
      this.pending.get(message.id)?.resolve(message.result);
      this.pending.delete(message.id);
    });
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`The builder stopped (exit code ${code}).`)));
    return worker;
  }

  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }

  private async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    for (const job of this.pending.values()) job.reject(new Error('The builder was restarted.'));
    this.pending.clear();
    await worker?.terminate();
  }
}
