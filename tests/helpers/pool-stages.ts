// Stages for the worker pool's tests: each echoes its input with what the worker thread sees.
import { threadId } from 'node:worker_threads';
import { DiagnosticsError } from '../../core/errors/diagnostic.ts';
import type { Stage } from '../../generator/workers/stage.ts';

export interface EchoJob {
  value: number;
  fail?: 'diagnostic' | 'error';
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
