// A job module for the worker pool's tests: echoes its input with what the worker thread sees.
import { threadId } from 'node:worker_threads';
import { DiagnosticsError } from '../../core/errors/diagnostic.ts';
import { jobData, serveJobs } from '../../generator/workers/serve-jobs.ts';

export interface EchoJob {
  value: number;
  fail?: 'diagnostic' | 'error';
}

const { factor } = jobData<{ factor: number }>();

serveJobs(async (job: EchoJob) => {
  if (job.fail === 'diagnostic')
    throw new DiagnosticsError([
      { code: 'render-failed', severity: 'error', message: `job ${job.value} failed` },
    ]);
  if (job.fail === 'error') throw new Error(`job ${job.value} broke`);
  return { value: job.value * factor, nodeEnv: process.env.NODE_ENV, threadId };
});
