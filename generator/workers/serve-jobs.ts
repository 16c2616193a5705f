import { parentPort } from 'node:worker_threads';
import { isDiagnosticsError, type Diagnostic } from '../../core/errors/diagnostic.ts';
import { collectGarbage } from './collect-garbage.ts';
import type { AnyStage, JobMessage } from './stage.ts';

/** A worker's answer to one job: its output, the diagnostics it failed with, or an unexpected error. */
export type JobReply<Out> =
  { output: Out } | { diagnostics: Diagnostic[] } | { error: string; stack: string | undefined };

/** What a worker posts once per stage, when it is ready to start the stage's jobs: their clocks start there. */
export interface StageReady {
  ready: string;
}

type Handler = (input: never) => Promise<unknown>;

/**
 * A worker left this long without a job collects its garbage. The pool keeps two jobs posted to each busy worker,
 * so a worker waits only once its stage has no more jobs for it: the build's main thread then prepares the next
 * stage, which on a 20,000-page site took the build's memory past its peak while the workers still held their
 * transform's garbage (bench/README.md).
 */
const IDLE_COLLECT_MS = 1000;

/**
 * Inside a pool's worker: answers each posted job with its stage's handler (made from the stage's data the first
 * time the stage comes) or with its failure. A build's stages come one after the other: the first job of a later
 * stage collects the garbage of the earlier ones first (a transform leaves a worker's heap at about 250 MB).
 * Within a stage V8 is left to collect: collecting a worker's garbage every 64 MB (`garbageLimit`) cut a 2,000-page
 * build's peak by a quarter but cost 40% more CPU.
 */
export function serveStages(stages: readonly AnyStage[]): void {
  const byName = new Map(stages.map((stage) => [stage.name, stage]));
  const handlers = new Map<string, Promise<Handler>>();
  // One job after the other: the pool matches each answer to the oldest job it posted to this thread, and a
  // job that waits on something (a module, the highlighter) must not let a later one answer first.
  let previous: Promise<void> = Promise.resolve();
  let unanswered = 0;
  let idle: NodeJS.Timeout | undefined;
  parentPort?.on('message', (job: JobMessage) => {
    unanswered++;
    clearTimeout(idle);
    previous = previous
      .then(() =>
        run(job).then(
          (output) => post({ output }),
          (error: unknown) =>
            post(isDiagnosticsError(error) ? { diagnostics: error.diagnostics } : unexpected(error)),
        ),
      )
      .then(() => {
        if (--unanswered === 0) idle = setTimeout(collectGarbage, IDLE_COLLECT_MS).unref();
      });
  });

  async function run(job: JobMessage): Promise<unknown> {
    let handle = handlers.get(job.stage);
    if (!handle) {
      handle = prepare(job, handlers.size > 0);
      handlers.set(job.stage, handle);
    }
    return (await handle)(job.input as never);
  }

  async function prepare(job: JobMessage, afterAnotherStage: boolean): Promise<Handler> {
    // `render@de`: the render stage with the data of another locale (see `stageVariant`).
    const stage = byName.get(job.stage.split('@')[0] ?? '');
    if (!stage) throw new Error(`This worker serves no stage "${job.stage}".`);
    if (afterAnotherStage) collectGarbage();
    const handle = stage.handler(job.data as never);
    await stage.warmUp?.();
    post({ ready: job.stage });
    return handle;
  }
}

function post(message: JobReply<unknown> | StageReady): void {
  parentPort?.postMessage(message);
}

/** With the thread's stack (source-mapped there): the pool's own would only name the pool. */
function unexpected(error: unknown): JobReply<never> {
  return error instanceof Error
    ? { error: error.message, stack: error.stack }
    : { error: String(error), stack: undefined };
}
