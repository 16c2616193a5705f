import { afterEach, describe, expect, it } from 'vitest';
import { isDiagnosticsError } from '../../../core/errors/diagnostic.ts';
import { jobRunner } from '../../../generator/workers/job-runner.ts';
import { pageName, type PageWatch, type SlowJob } from '../../../generator/workers/page-watch.ts';
import { WorkerPool } from '../../../generator/workers/worker-pool.ts';
import { slowStartStage, spinStage } from '../../helpers/pool-stages.ts';

const MODULE = new URL('../../helpers/pool-worker.ts', import.meta.url);
const PAGE = { route: '/docs/huge', file: 'content/docs/huge.md' };

let pool: WorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
});

/** Shared with a spinning job: `[turns taken, stop]`. */
function sharedCounter(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(8));
}

function watch(
  limits: Pick<PageWatch, 'slowAfterMs' | 'timeoutMs'>,
  onSlow = (_job: SlowJob) => {},
): PageWatch {
  return { ...limits, onSlow };
}

async function failureOf(job: Promise<unknown>) {
  const error = await job.catch((e: unknown) => e);
  return isDiagnosticsError(error) ? error.diagnostics : error;
}

describe('the time one page may take on the worker pool', () => {
  it('names a job still running past slowAfterMs once, while it runs', async () => {
    pool = new WorkerPool({ module: MODULE, size: 2 });
    const shared = sharedCounter();
    const events: string[] = [];
    const spin = pool.stage(
      spinStage,
      {},
      watch({ slowAfterMs: 50, timeoutMs: 600_000 }, (job) => {
        events.push(`slow: ${job.stage} of ${pageName(job.page)}`);
        // Only a report that comes while the job runs can end it.
        Atomics.store(shared, 1, 1);
      }),
    );
    await spin.run({ ms: Infinity, shared }, PAGE);
    events.push('done');
    expect(events).toEqual(['slow: spin of /docs/huge (content/docs/huge.md)', 'done']);
  });

  it('fails a job running past timeoutMs naming its page and stage, ends its thread and runs the jobs behind it', async () => {
    pool = new WorkerPool({ module: MODULE, size: 1 });
    const shared = sharedCounter();
    const spin = pool.stage(spinStage, {}, watch({ slowAfterMs: 50, timeoutMs: 300 }));
    const stuck = spin.run({ ms: Infinity, shared }, PAGE);
    // Posted to the only thread while it is stuck: it must move to the thread that replaces it.
    const behind = spin.run({ ms: 0 }, { file: 'content/docs/small.md' });
    expect(await failureOf(stuck)).toEqual([
      expect.objectContaining({
        code: 'page-timeout',
        severity: 'error',
        file: 'content/docs/huge.md',
        message: expect.stringContaining(
          'The spin of /docs/huge (content/docs/huge.md) took longer than 0.3 s, the limit for one page',
        ),
      }),
    ]);
    expect(await behind).toEqual(expect.any(Number));
    await pool.close();
    const turns = Atomics.load(shared, 0);
    // Proves that the ended thread no longer runs (nothing marks work that stopped), so it waits on the clock.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Atomics.load(shared, 0)).toBe(turns);
  });

  it('starts a job’s time when its thread is ready for the stage, not while it starts or warms up', async () => {
    pool = new WorkerPool({ module: MODULE, size: 1 });
    const slowStart = pool.stage(slowStartStage, {}, watch({ slowAfterMs: 50, timeoutMs: 300 }));
    expect(await slowStart.run(null, PAGE)).toEqual(expect.any(Number));
  });

  it('times a small batch run in this thread by the same limits, when each job ends', async () => {
    pool = new WorkerPool({ module: MODULE, size: 2 });
    const slow: SlowJob[] = [];
    const limits = watch({ slowAfterMs: 20, timeoutMs: 200 }, (job) => slow.push(job));
    const runner = jobRunner(pool, spinStage, {}, 3, limits);
    const [quick, slowJob, tooSlow] = [
      runner.run({ ms: 0 }, { file: 'quick.md' }),
      runner.run({ ms: 50 }, { file: 'slow.md' }),
      runner.run({ ms: 250 }, { file: 'too-slow.md' }),
    ];
    await quick;
    await slowJob;
    expect(await failureOf(tooSlow)).toEqual([
      expect.objectContaining({ code: 'page-timeout', file: 'too-slow.md' }),
    ]);
    expect(slow.map((job) => [job.stage, job.page.file])).toEqual([['spin', 'slow.md']]);
  });
});
