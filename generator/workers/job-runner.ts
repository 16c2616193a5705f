import { WorkerPool, type WorkerPoolOptions } from './worker-pool.ts';

/** Below this many jobs, starting workers (each loads its stage's modules) costs more than it saves. */
const INLINE_LIMIT = 24;

/** Runs a stage's jobs: on a worker pool for a large batch, in this thread for a small one. */
export interface JobRunner<In, Out> {
  run(input: In): Promise<Out>;
  close(): Promise<void>;
}

/**
 * `inline` and the pool's module must do the same work: which one runs a batch is only a question of what
 * starting workers costs against `jobs`.
 */
export function jobRunner<In, Out>(
  jobs: number,
  pool: Omit<WorkerPoolOptions, 'size'>,
  inline: (input: In) => Promise<Out>,
): JobRunner<In, Out> {
  if (jobs <= INLINE_LIMIT) return { run: inline, close: async () => {} };
  const workers = new WorkerPool<In, Out>({ ...pool, size: Math.ceil(jobs / INLINE_LIMIT) });
  return { run: (input) => workers.run(input), close: () => workers.close() };
}
