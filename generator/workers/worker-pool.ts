import { availableParallelism } from 'node:os';
import type { ResourceLimits, Worker } from 'node:worker_threads';
import { DiagnosticsError, type Diagnostic } from '../../core/errors/diagnostic.ts';
import type { JobReply } from './serve-jobs.ts';
import type { JobMessage, Stage } from './stage.ts';
import { startWorker } from './start-worker.ts';

/**
 * Jobs posted to a worker before it answered the previous one: the next job is already waiting when a worker
 * replies, instead of after a round trip through this thread (which is busy too on a machine with few cores).
 */
const IN_FLIGHT_PER_WORKER = 2;

interface Job {
  stage: string;
  input: unknown;
  resolve: (output: never) => void;
  reject: (error: Error) => void;
}

export interface WorkerPoolOptions {
  /** The module (a `serveStages` call) each worker runs: TypeScript, or JavaScript (e.g. `compiledModule`). */
  module: URL | Promise<URL>;
  /** Upper bound on the threads; never more than the machine's cores. */
  size: number;
  /** Overrides on the workers' environment (e.g. React's production build whatever the caller's NODE_ENV). */
  env?: Record<string, string>;
  resourceLimits?: ResourceLimits;
}

/** A stage's jobs on a pool: each posted with the stage's data to the workers that have not had it yet. */
export interface PoolStage<In, Out> {
  run(input: In): Promise<Out>;
}

/**
 * Runs jobs on one worker thread per core, in the order they were asked. The threads start with the first job, so
 * a pool that ends up unused costs nothing, and several stages can share them (each thread starts once).
 */
export class WorkerPool {
  private readonly queue: Job[] = [];
  private readonly workers: Worker[] = [];
  private started: Promise<void> | undefined;
  private readonly inFlight = new Map<Worker, Job[]>();
  private readonly stageData = new Map<string, unknown>();
  private readonly stagesSent = new Map<Worker, Set<string>>();

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Opens `stage` on the pool with the data its handler is made from; a stage opens once per pool. */
  stage<Data, In, Out>(stage: Stage<Data, In, Out>, data: Data): PoolStage<In, Out> {
    if (this.stageData.has(stage.name)) throw new Error(`Stage "${stage.name}" is already open.`);
    this.stageData.set(stage.name, data);
    return { run: (input) => this.run(stage.name, input) };
  }

  async close(): Promise<void> {
    await this.started;
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private async run<Out>(stage: string, input: unknown): Promise<Out> {
    await (this.started ??= this.start());
    return new Promise((resolve, reject) => {
      this.queue.push({ stage, input, resolve, reject });
      this.dispatch();
    });
  }

  private async start(): Promise<void> {
    const module = await this.options.module;
    const count = Math.max(1, Math.min(availableParallelism(), this.options.size));
    for (let i = 0; i < count; i++) this.workers.push(this.startWorker(module));
  }

  private startWorker(module: URL): Worker {
    const { env, resourceLimits } = this.options;
    const worker = startWorker(module, { env, resourceLimits });
    this.inFlight.set(worker, []);
    this.stagesSent.set(worker, new Set());
    worker.on('message', (reply: JobReply<never>) => {
      const job = this.inFlight.get(worker)?.shift();
      if (job) settle(job, reply);
      this.dispatch();
    });
    worker.on('error', (error) => {
      for (const job of this.inFlight.get(worker)?.splice(0) ?? []) job.reject(error);
    });
    return worker;
  }

  /** Tops every worker up to `IN_FLIGHT_PER_WORKER` jobs, the least loaded first. */
  private dispatch(): void {
    for (let depth = 0; depth < IN_FLIGHT_PER_WORKER; depth++) {
      for (const worker of this.workers) {
        const jobs = this.inFlight.get(worker);
        if (!jobs || jobs.length > depth) continue;
        const job = this.queue.shift();
        if (!job) return;
        jobs.push(job);
        worker.postMessage(this.message(worker, job));
      }
    }
  }

  private message(worker: Worker, job: Job): JobMessage {
    const sent = this.stagesSent.get(worker);
    if (!sent || sent.has(job.stage)) return { stage: job.stage, input: job.input };
    sent.add(job.stage);
    return { stage: job.stage, input: job.input, data: this.stageData.get(job.stage) };
  }
}

function settle(job: Job, reply: JobReply<never>): void {
  if ('output' in reply) job.resolve(reply.output);
  else if ('diagnostics' in reply) job.reject(new DiagnosticsError(reply.diagnostics as Diagnostic[]));
  else job.reject(Object.assign(new Error(reply.error), reply.stack ? { stack: reply.stack } : {}));
}
