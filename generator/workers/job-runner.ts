import type { Stage } from './stage.ts';
import type { WorkerPool } from './worker-pool.ts';

/** Below this many jobs, starting workers (each loads the stages' modules) costs more than it saves. */
const INLINE_LIMIT = 24;

/** Runs a stage's jobs: on the build's worker pool for a large batch, in this thread for a small one. */
export interface JobRunner<In, Out> {
  run(input: In): Promise<Out>;
}

/**
 * Inline and on the pool the same handler does the work (`stage.handler`): which one runs a batch is only a
 * question of what starting workers costs against `jobs`.
 */
export function jobRunner<Data, In, Out>(
  pool: WorkerPool,
  stage: Stage<Data, In, Out>,
  data: Data,
  jobs: number,
): JobRunner<In, Out> {
  if (jobs <= INLINE_LIMIT) return { run: stage.handler(data) };
  return pool.stage(stage, data);
}
