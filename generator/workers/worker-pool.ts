import { availableParallelism } from 'node:os';
import type { ResourceLimits, Worker } from 'node:worker_threads';
import { DiagnosticsError, type Diagnostic } from '../../core/errors/diagnostic.ts';
import { pageName, pageTimedOut, type JobPage, type PageWatch } from './page-watch.ts';
import type { JobReply, StageReady } from './serve-jobs.ts';
import type { JobMessage, Stage } from './stage.ts';
import { startWorker } from './start-worker.ts';

/**
 * Jobs posted to a worker before it answered the previous one: the next job is already waiting when a worker
 * replies, instead of after a round trip through this thread (which is busy too on a machine with few cores).
 */
const IN_FLIGHT_PER_WORKER = 2;

/** How often, at most, the running jobs of watched stages are looked at (more often for a shorter `slowAfterMs`). */
const WATCH_EVERY_MS = 1000;

interface Job {
  stage: string;
  input: unknown;
  page: JobPage;
  resolve: (output: never) => void;
  reject: (error: Error) => void;
  /**
   * When its worker began it: when it was posted to an idle worker, or the job before it was answered, or the
   * worker was ready for the stage (its thread started and its stage warmed up), whichever came last.
   */
  startedAt?: number;
  reportedSlow?: boolean;
}

/** What the pool knows of one of its threads. */
interface Thread {
  /** Posted and not yet answered, in the order the thread works on them: the first is running. */
  jobs: Job[];
  /** The stages whose data the thread has had. */
  stagesSent: Set<string>;
  /** The stages the thread said it is ready for (see `StageReady`). */
  stagesReady: Set<string>;
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
  run(input: In, page?: JobPage): Promise<Out>;
}

/**
 * Runs jobs on one worker thread per core, in the order they were asked. The threads start with the first job, so
 * a pool that ends up unused costs nothing, and several stages can share them (each thread starts once).
 *
 * A stage opened with a `PageWatch` has its running jobs looked at by one timer for the whole pool: a job past
 * `slowAfterMs` is reported, one past `timeoutMs` fails, and its thread, which may be stuck for good, is ended
 * and replaced by a fresh one that takes over the jobs waiting behind it.
 */
export class WorkerPool {
  private readonly queue: Job[] = [];
  private readonly workers: Worker[] = [];
  private started: Promise<void> | undefined;
  /** Set by `start`, before any job is in flight. */
  private module!: URL;
  private readonly threads = new Map<Worker, Thread>();
  private readonly stageData = new Map<string, unknown>();
  private readonly watches = new Map<string, PageWatch>();
  private watchEveryMs = Infinity;
  private watchTimer: NodeJS.Timeout | undefined;
  /** Threads ended for a stuck job, still shutting down. */
  private readonly ending: Promise<number>[] = [];
  private closing = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Opens `stage` on the pool with the data its handler is made from; a stage opens once per pool. */
  stage<Data, In, Out>(stage: Stage<Data, In, Out>, data: Data, watch?: PageWatch): PoolStage<In, Out> {
    if (this.stageData.has(stage.name)) throw new Error(`Stage "${stage.name}" is already open.`);
    this.stageData.set(stage.name, data);
    if (watch) this.watch(stage.name, watch);
    return { run: (input, page = {}) => this.run(stage.name, input, page) };
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.watchTimer);
    await this.started;
    await Promise.all([...this.workers.map((worker) => worker.terminate()), ...this.ending]);
  }

  private async run<Out>(stage: string, input: unknown, page: JobPage): Promise<Out> {
    await (this.started ??= this.start());
    return new Promise((resolve, reject) => {
      this.queue.push({ stage, input, page, resolve, reject });
      this.dispatch();
    });
  }

  private async start(): Promise<void> {
    this.module = await this.options.module;
    const count = Math.max(1, Math.min(availableParallelism(), this.options.size));
    for (let i = 0; i < count; i++) this.workers.push(this.startWorker());
  }

  private startWorker(): Worker {
    const { env, resourceLimits } = this.options;
    const worker = startWorker(this.module, { env, resourceLimits });
    const thread: Thread = { jobs: [], stagesSent: new Set(), stagesReady: new Set() };
    this.threads.set(worker, thread);
    // A thread ended for a stuck job may still have posted: what it says then is for nobody.
    const current = () => this.threads.get(worker) === thread;
    worker.on('message', (reply: JobReply<never> | StageReady) => {
      if (!current()) return;
      if ('ready' in reply) thread.stagesReady.add(reply.ready);
      else {
        const job = thread.jobs.shift();
        if (job) settle(job, reply);
      }
      startClock(thread);
      this.dispatch();
    });
    worker.on('error', (error) => {
      for (const job of thread.jobs.splice(0)) job.reject(error);
    });
    // A thread that ends by itself (after an error, or a library calling process.exit) would leave its jobs waiting
    // for good and the build ending with nothing said: its job fails, naming the page, and a new thread goes on.
    worker.on('exit', (code) => {
      if (!current() || this.closing) return;
      const [job, ...waiting] = thread.jobs.splice(0);
      job?.reject(
        new Error(
          `The build thread stopped (exit code ${code}) during the ${job.stage} of ${pageName(job.page)}.`,
        ),
      );
      this.replaceThread(worker, waiting);
    });
    return worker;
  }

  /** Tops every worker up to `IN_FLIGHT_PER_WORKER` jobs, the least loaded first. */
  private dispatch(): void {
    for (let depth = 0; depth < IN_FLIGHT_PER_WORKER; depth++) {
      for (const worker of this.workers) {
        const thread = this.threads.get(worker);
        if (!thread || thread.jobs.length > depth) continue;
        const job = this.queue.shift();
        if (!job) return;
        thread.jobs.push(job);
        worker.postMessage(this.message(thread, job));
        startClock(thread);
      }
    }
  }

  /** One timer for every watched stage, as often as the stage with the shortest `slowAfterMs` needs. */
  private watch(stage: string, watch: PageWatch): void {
    this.watches.set(stage, watch);
    const every = Math.min(WATCH_EVERY_MS, watch.slowAfterMs / 2);
    if (every >= this.watchEveryMs) return;
    this.watchEveryMs = every;
    clearInterval(this.watchTimer);
    this.watchTimer = setInterval(() => this.checkRunningJobs(), every).unref();
  }

  private checkRunningJobs(): void {
    const now = performance.now();
    for (const [
      worker,
      {
        jobs: [job],
      },
    ] of [...this.threads]) {
      const watch = job && this.watches.get(job.stage);
      if (!watch || job.startedAt === undefined) continue;
      const ms = now - job.startedAt;
      if (ms >= watch.timeoutMs) this.stopJob(worker, job, watch);
      else if (ms >= watch.slowAfterMs && !job.reportedSlow) {
        job.reportedSlow = true;
        watch.onSlow({ stage: job.stage, page: job.page, ms });
      }
    }
  }

  /** Fails a job that ran past its time; its thread cannot be trusted to come back, so another takes its place. */
  private stopJob(worker: Worker, job: Job, watch: PageWatch): void {
    const waiting = this.threads.get(worker)?.jobs.slice(1) ?? [];
    this.ending.push(worker.terminate());
    job.reject(pageTimedOut(job.stage, job.page, watch.timeoutMs));
    this.replaceThread(worker, waiting);
  }

  /** A fresh thread in the place of `worker`, which is done for; the jobs it had not begun go back to the queue. */
  private replaceThread(worker: Worker, waiting: Job[]): void {
    this.threads.delete(worker);
    this.workers[this.workers.indexOf(worker)] = this.startWorker();
    this.queue.unshift(...waiting);
    this.dispatch();
  }

  private message(thread: Thread, job: Job): JobMessage {
    if (thread.stagesSent.has(job.stage)) return { stage: job.stage, input: job.input };
    thread.stagesSent.add(job.stage);
    return { stage: job.stage, input: job.input, data: this.stageData.get(job.stage) };
  }
}

/** Starts the time of the job the thread is on now, once the thread can begin it. */
function startClock(thread: Thread): void {
  const [job] = thread.jobs;
  if (job && job.startedAt === undefined && thread.stagesReady.has(job.stage))
    job.startedAt = performance.now();
}

function settle(job: Job, reply: JobReply<never>): void {
  if ('output' in reply) job.resolve(reply.output);
  else if ('diagnostics' in reply) job.reject(new DiagnosticsError(reply.diagnostics as Diagnostic[]));
  else job.reject(Object.assign(new Error(reply.error), reply.stack ? { stack: reply.stack } : {}));
}
