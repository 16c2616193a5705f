import { pageTimedOut, type JobPage, type PageWatch } from './page-watch.ts';
import type { Stage } from './stage.ts';
import type { WorkerPool } from './worker-pool.ts';

/** Below this many jobs, starting workers (each loads the stages' modules) costs more than it saves. */
const INLINE_LIMIT = 24;

/** Runs a stage's jobs: on the build's worker pool for a large batch, in this thread for a small one. */
export interface JobRunner<In, Out> {
  /** `page` names the job's page when it is slow or stopped. */
  run(input: In, page?: JobPage): Promise<Out>;
}

/**
 * Inline and on the pool the same handler does the work (`stage.handler`): which one runs a batch is only a
 * question of what starting workers costs against `jobs`. `watch` holds each job to its limits.
 */
export function jobRunner<Data, In, Out>(
  pool: WorkerPool,
  stage: Stage<Data, In, Out>,
  data: Data,
  jobs: number,
  watch?: PageWatch,
): JobRunner<In, Out> {
  if (jobs > INLINE_LIMIT) return pool.stage(stage, data, watch);
  const handle = stage.handler(data);
  return watch ? timedInline(stage.name, handle, watch) : { run: handle };
}

/**
 * A job in this thread cannot be watched while it runs (it holds the thread) nor stopped, so it is timed and
 * judged by the same limits when it ends. The jobs run one after the other, so each one's time is its own.
 */
function timedInline<In, Out>(
  stage: string,
  handle: (input: In) => Promise<Out>,
  watch: PageWatch,
): JobRunner<In, Out> {
  let previous: Promise<unknown> = Promise.resolve();
  return {
    run(input, page = {}) {
      const result = previous.then(async () => {
        const started = performance.now();
        const output = await handle(input);
        const ms = performance.now() - started;
        if (ms >= watch.timeoutMs) throw pageTimedOut(stage, page, watch.timeoutMs);
        if (ms >= watch.slowAfterMs) watch.onSlow({ stage, page, ms });
        return output;
      });
      previous = result.catch(() => undefined);
      return result;
    },
  };
}
