import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { isDiagnosticsError } from '../../../core/errors/diagnostic.ts';
import { WorkerPool } from '../../../generator/workers/worker-pool.ts';
import type { EchoJob } from '../../helpers/pool-worker.ts';

const MODULE = new URL('../../helpers/pool-worker.ts', import.meta.url);
type Echo = { value: number; nodeEnv: string | undefined; threadId: number };

let pool: WorkerPool<EchoJob, Echo> | undefined;
afterEach(async () => {
  await pool?.close();
});

describe('the worker pool of the build stages', () => {
  it('runs every job on worker threads with the data and environment it was given', async () => {
    pool = new WorkerPool({ module: MODULE, data: { factor: 3 }, size: 40, env: { NODE_ENV: 'production' } });
    const results = await Promise.all(Array.from({ length: 40 }, (_, value) => pool!.run({ value })));
    expect(results.map((r) => r.value)).toEqual(Array.from({ length: 40 }, (_, i) => i * 3));
    expect(new Set(results.map((r) => r.nodeEnv))).toEqual(new Set(['production']));
    expect(results.every((r) => r.threadId !== threadId)).toBe(true);
  });

  it('rejects a failed job with its diagnostics and keeps serving the others', async () => {
    pool = new WorkerPool({ module: MODULE, data: { factor: 1 }, size: 2 });
    const failed = await pool.run({ value: 1, fail: 'diagnostic' }).catch((error: unknown) => error);
    expect(isDiagnosticsError(failed) && failed.diagnostics[0]?.message).toBe('job 1 failed');
    await expect(pool.run({ value: 2, fail: 'error' })).rejects.toThrow('job 2 broke');
    expect((await pool.run({ value: 5 })).value).toBe(5);
  });
});
