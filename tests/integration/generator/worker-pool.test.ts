import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { isDiagnosticsError } from '../../../core/errors/diagnostic.ts';
import { compiledModule } from '../../../generator/workers/compiled-module.ts';
import { jobRunner } from '../../../generator/workers/job-runner.ts';
import { WorkerPool } from '../../../generator/workers/worker-pool.ts';
import { echoStage, offsetStage } from '../../helpers/pool-stages.ts';

const MODULE = new URL('../../helpers/pool-worker.ts', import.meta.url);

let pool: WorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
});

describe('the worker pool of the build stages', () => {
  it('runs every job on worker threads with the data and environment it was given', async () => {
    pool = new WorkerPool({ module: MODULE, size: 40, env: { NODE_ENV: 'production' } });
    const echo = pool.stage(echoStage, { factor: 3 });
    const results = await Promise.all(Array.from({ length: 40 }, (_, value) => echo.run({ value })));
    expect(results.map((r) => r.value)).toEqual(Array.from({ length: 40 }, (_, i) => i * 3));
    expect(new Set(results.map((r) => r.nodeEnv))).toEqual(new Set(['production']));
    expect(results.every((r) => r.threadId !== threadId)).toBe(true);
  });

  it('serves several stages on the same threads, each with its own data', async () => {
    pool = new WorkerPool({ module: MODULE, size: 2 });
    const echo = pool.stage(echoStage, { factor: 2 });
    const offset = pool.stage(offsetStage, { offset: 100 });
    const jobs = Array.from({ length: 20 }, (_, value) => value);
    const doubled = await Promise.all(jobs.map((value) => echo.run({ value })));
    const shifted = await Promise.all(jobs.map((value) => offset.run({ value })));
    expect(doubled.map((r) => r.value)).toEqual(jobs.map((v) => v * 2));
    expect(shifted.map((r) => r.value)).toEqual(jobs.map((v) => v + 100));
    const threads = (results: { threadId: number }[]) => new Set(results.map((r) => r.threadId));
    expect(threads(shifted)).toEqual(threads(doubled));
    expect(() => pool!.stage(echoStage, { factor: 5 })).toThrow('already open');
  });

  it('rejects a failed job with its diagnostics and keeps serving the others', async () => {
    pool = new WorkerPool({ module: MODULE, size: 2 });
    const echo = pool.stage(echoStage, { factor: 1 });
    const failed = await echo.run({ value: 1, fail: 'diagnostic' }).catch((error: unknown) => error);
    expect(isDiagnosticsError(failed) && failed.diagnostics[0]?.message).toBe('job 1 failed');
    await expect(echo.run({ value: 2, fail: 'error' })).rejects.toThrow('job 2 broke');
    expect((await echo.run({ value: 5 })).value).toBe(5);
  });

  it('starts no thread for a small batch, which runs in this thread with the same handler', async () => {
    pool = new WorkerPool({ module: MODULE, size: 2 });
    const runner = jobRunner(pool, echoStage, { factor: 4 }, 3);
    const results = await Promise.all([1, 2, 3].map((value) => runner.run({ value })));
    expect(results.map((r) => r.value)).toEqual([4, 8, 12]);
    expect(results.every((r) => r.threadId === threadId)).toBe(true);
  });

  it('runs a worker module compiled to one JavaScript file, named by its content', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'docgen-compiled-'));
    try {
      const compiled = await compiledModule(MODULE, cacheDir);
      expect(fileURLToPath(compiled)).toMatch(/pool-worker-[0-9a-f]{16}\.mjs$/);
      expect(await compiledModule(MODULE, cacheDir)).toEqual(compiled);
      expect(await readdir(cacheDir)).toHaveLength(1);
      pool = new WorkerPool({ module: Promise.resolve(compiled), size: 2 });
      const echo = pool.stage(echoStage, { factor: 7 });
      expect((await echo.run({ value: 6 })).value).toBe(42);
      await expect(echo.run({ value: 2, fail: 'error' })).rejects.toThrow('job 2 broke');
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('keeps the TypeScript module for code that reads import.meta', async () => {
    const source = new URL('../../helpers/finds-files-beside-itself.ts', import.meta.url);
    const dir = await mkdtemp(join(tmpdir(), 'docgen-compiled-'));
    try {
      expect(await compiledModule(source, dir)).toEqual(source);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('falls back to the TypeScript module when the compiled file cannot be written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-compiled-'));
    try {
      await writeFile(join(dir, 'file'), '');
      expect(await compiledModule(MODULE, join(dir, 'file', 'cache'))).toEqual(MODULE);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
