import type { Worker } from 'node:worker_threads';
import { sourcesKey } from '../../node/compile-cache.mjs';
import { DOCGEN_CACHE } from '../../node/docgen-dirs.ts';
import { compiledModule } from '../../node/compile/compiled-module.ts';
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
  private worker: Promise<Worker> | undefined;
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

  private async request(request: BuilderRequest): Promise<RebuildResult> {
    const starting = (this.worker ??= this.start());
    const worker = await starting;
    // Restarted meanwhile: this request is for the new thread.
    if (this.worker !== starting) return this.request(request);
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  /**
   * Compiled as the build's workers are, so the thread needs no TypeScript loader (half a second to start). Its
   * key is read again for each thread: a new one is started when docgen's own code changed.
   */
  private async start(): Promise<Worker> {
    const { root, outDir, locale } = this.options;
    const module = await compiledModule(MODULE, DOCGEN_CACHE, sourcesKey({ fresh: true }));
    // React's production build renders pages about six times faster; the dev server's own NODE_ENV stays as is.
    const worker = startWorker(module, {
      data: { root, outDir, locale } satisfies BuilderThreadData,
      env: { NODE_ENV: 'production' },
    });
    worker.on('message', (message: BuilderMessage) => {
      if (message.type === 'log') return this.options.log(message.text);
      this.pending.get(message.id)?.resolve(message.result);
      this.pending.delete(message.id);
    });
    worker.on('error', (error) => void this.fail(worker, error));
    worker.on(
      'exit',
      (code) => void this.fail(worker, new Error(`The builder stopped (exit code ${code}).`)),
    );
    return worker;
  }

  private async fail(worker: Worker, error: Error): Promise<void> {
    if ((await this.worker?.catch(() => undefined)) !== worker) return;
    this.worker = undefined;
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }

  private async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    for (const job of this.pending.values()) job.reject(new Error('The builder was restarted.'));
    this.pending.clear();
    await (await worker?.catch(() => undefined))?.terminate();
  }
}
