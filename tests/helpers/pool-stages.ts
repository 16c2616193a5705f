// Stages for the worker pool's tests: what a job sees on its thread, and a job that takes its thread's time.
import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { DiagnosticsError } from '../../core/errors/diagnostic.ts';
import type { Stage } from '../../generator/workers/stage.ts';

export interface EchoJob {
  value: number;
  /** How the job fails: with diagnostics, with an error, or by ending its thread (`process.exit`, as a library may). */
  fail?: 'diagnostic' | 'error' | 'exit';
}

export interface Echo {
  value: number;
  nodeEnv: string | undefined;
  threadId: number;
}

/** Multiplies each job's value by the stage's factor. */
export const echoStage: Stage<{ factor: number }, EchoJob, Echo> = {
  name: 'echo',
  handler:
    ({ factor }) =>
    async (job) => {
      if (job.fail === 'diagnostic')
        throw new DiagnosticsError([
          { code: 'render-failed', severity: 'error', message: `job ${job.value} failed` },
        ]);
      if (job.fail === 'error') throw new Error(`job ${job.value} broke`);
      if (job.fail === 'exit') process.exit(3);
      return { value: job.value * factor, nodeEnv: process.env.NODE_ENV, threadId };
    },
};

/** Adds the stage's offset to each job's value: a second stage on the same threads. */
export const offsetStage: Stage<{ offset: number }, EchoJob, Echo> = {
  name: 'offset',
  handler:
    ({ offset }) =>
    async (job) => ({ value: job.value + offset, nodeEnv: process.env.NODE_ENV, threadId }),
};

/** Answers its value after waiting `ms` without holding its thread, as a job waiting on a module does. */
export const waitStage: Stage<Record<string, never>, { value: number; ms: number }, number> = {
  name: 'wait',
  handler: () => async (job) => {
    await new Promise((resolve) => setTimeout(resolve, job.ms));
    return job.value;
  },
};

/**
 * Keeps its thread busy for `ms` (forever for `Infinity`), as a page too big for its stage would. With `shared`,
 * it counts its turns in `shared[0]` and stops early once `shared[1]` is set.
 */
export interface SpinJob {
  ms: number;
  shared?: Int32Array;
}

export const spinStage: Stage<Record<string, never>, SpinJob, number> = {
  name: 'spin',
  handler: () => async (job) => spin(job),
};

/** Takes `warmUpMs` to get ready on a thread, as loading the markdown chain does; then answers at once. */
export const slowStartStage: Stage<Record<string, never>, null, number> = {
  name: 'slow-start',
  handler: () => async () => threadId,
  warmUp: async () => spin({ ms: 500 }),
};

const held: unknown[] = [];

/**
 * Holds `thousands` of small objects (about half a kilobyte each on V8) on its thread until the next job, which lets
 * them go: garbage old enough to have left the young generation. Answers the thread's heap in use, in megabytes.
 */
export const holdStage: Stage<Record<string, never>, { thousands: number }, number> = {
  name: 'hold',
  handler: () => async (job) => {
    held.length = 0;
    for (let i = 0; i < job.thousands * 1000; i++)
      held.push({ text: 'x'.repeat(900) + String(Math.random()) });
    return getHeapStatistics().used_heap_size / 2 ** 20;
  },
};

function spin({ ms, shared }: SpinJob): number {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (!shared) continue;
    Atomics.add(shared, 0, 1);
    if (Atomics.load(shared, 1) !== 0) break;
  }
  return threadId;
}
