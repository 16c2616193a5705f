import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDiagnosticsError } from '../../../core/errors/diagnostic.ts';
import { BUILD_WORKER_LIMITS } from '../../../generator/build-pool.ts';
import { compiledModule } from '../../../node/compile/compiled-module.ts';
import { jobRunner } from '../../../generator/workers/job-runner.ts';
import { startWorker } from '../../../generator/workers/start-worker.ts';
import { WorkerPool } from '../../../generator/workers/worker-pool.ts';
import { echoStage, holdStage, offsetStage, waitStage } from '../../helpers/pool-stages.ts';

const MODULE = new URL('../../helpers/pool-worker.ts', import.meta.url);

let pool: WorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
});

/** The compiled entries of a cache folder, without the records of the files each was compiled from. */
async function compiledEntries(cacheDir: string): Promise<string[]> {
  return (await readdir(cacheDir)).filter((name) => !name.endsWith('.inputs.json'));
}

describe('the worker pool of the build stages', () => {
  it('runs every job on worker threads with the data and environment it was given', async () => {
    pool = new WorkerPool({ module: MODULE, size: 40, env: { NODE_ENV: 'production' } });
    const echo = pool.stage(echoStage, { factor: 3 });
    const results = await Promise.all(Array.from({ length: 40 }, (_, value) => echo.run({ value })));
    expect(results.map((r) => r.value)).toEqual(Array.from({ length: 40 }, (_, i) => i * 3));
    expect(new Set(results.map((r) => r.nodeEnv))).toEqual(new Set(['production']));
    expect(results.every((r) => r.threadId !== threadId)).toBe(true);
  });

  it('answers each job with its own output when a later job on the same thread finishes first', async () => {
    pool = new WorkerPool({ module: MODULE, size: 1 });
    const wait = pool.stage(waitStage, {});
    const jobs = Array.from({ length: 8 }, (_, value) => ({ value, ms: (8 - value) * 20 }));
    expect(await Promise.all(jobs.map((job) => wait.run(job)))).toEqual(jobs.map((job) => job.value));
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

  it('fails the job of a thread that ends by itself, naming its page, and runs the jobs behind it on a new thread', async () => {
    pool = new WorkerPool({ module: MODULE, size: 1 });
    const echo = pool.stage(echoStage, { factor: 2 });
    const ended = echo.run({ value: 1, fail: 'exit' }, { file: 'content/docs/exits.md' });
    const behind = echo.run({ value: 4 });
    await expect(ended).rejects.toThrow(
      'The build thread stopped (exit code 3) during the echo of content/docs/exits.md.',
    );
    expect((await behind).value).toBe(8);
  });

  it('gives the build threads a heap limit of 1 to 2 GB: V8 lets a heap with a larger one grow to four times what is live', async () => {
    const worker = startWorker(new URL('../../helpers/heap-limit-worker.ts', import.meta.url), {
      resourceLimits: BUILD_WORKER_LIMITS,
    });
    const [limit] = (await once(worker, 'message')) as [number];
    await worker.terminate();
    expect(limit / 2 ** 20).toBeGreaterThanOrEqual(1024);
    expect(limit / 2 ** 20).toBeLessThan(2048);
  });

  it('has a worker left without jobs collect its garbage, so that it holds little while the next stage is prepared', async () => {
    pool = new WorkerPool({ module: MODULE, size: 1 });
    const hold = pool.stage(holdStage, {});
    const holding = await hold.run({ thousands: 100 });
    const letGo = await hold.run({ thousands: 0 });
    // A fixed wait, not a poll: any job asked of the worker would end its idleness and so the collection tested.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const afterIdle = await hold.run({ thousands: 0 });
    // Its garbage outlived the job that let it go; a second later, without a job, it was collected.
    expect(letGo).toBeGreaterThan(holding * 0.8);
    expect(afterIdle).toBeLessThan(holding / 2);
  });

  it('starts no thread for a small batch, which runs in this thread with the same handler', async () => {
    pool = new WorkerPool({ module: MODULE, size: 2 });
    const runner = jobRunner(pool, echoStage, { factor: 4 }, 3);
    const results = await Promise.all([1, 2, 3].map((value) => runner.run({ value })));
    expect(results.map((r) => r.value)).toEqual([4, 8, 12]);
    expect(results.every((r) => r.threadId === threadId)).toBe(true);
  });

  it('runs a worker module compiled to JavaScript, named by its content', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'docgen-compiled-'));
    try {
      const compiled = await compiledModule(MODULE, cacheDir);
      expect(fileURLToPath(compiled)).toMatch(/pool-worker-[0-9a-f]{16}[/\\]pool-worker\.mjs$/);
      expect(await compiledModule(MODULE, cacheDir)).toEqual(compiled);
      expect(await compiledEntries(cacheDir)).toHaveLength(1);
      pool = new WorkerPool({ module: Promise.resolve(compiled), size: 2 });
      const echo = pool.stage(echoStage, { factor: 7 });
      expect((await echo.run({ value: 6 })).value).toBe(42);
      await expect(echo.run({ value: 2, fail: 'error' })).rejects.toThrow('job 2 broke');
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('rejects a job that throws with the stack of the thread, naming the TypeScript source and line', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'docgen-compiled-'));
    try {
      pool = new WorkerPool({ module: compiledModule(MODULE, cacheDir), size: 2 });
      const echo = pool.stage(echoStage, { factor: 1 });
      const failed = await echo.run({ value: 3, fail: 'error' }).catch((error: unknown) => error);
      const stages = fileURLToPath(new URL('../../helpers/pool-stages.ts', import.meta.url));
      expect((failed as Error).stack).toContain(`${stages}:`);
      expect((failed as Error).stack).toMatch(/pool-stages\.ts:\d+:\d+\)/);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('compiles code that reads import.meta, which still finds the files beside its source', async () => {
    const source = new URL('../../helpers/finds-files-beside-itself.ts', import.meta.url);
    const dir = await mkdtemp(join(tmpdir(), 'docgen-compiled-'));
    try {
      const compiled = await compiledModule(source, dir);
      expect(compiled).not.toEqual(source);
      const [found] = await once(startWorker(compiled), 'message');
      expect(found).toBe(new URL('.', source).href);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rejects a module that does not compile with esbuild’s message, naming its file, line and column', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-compiled-'));
    try {
      const broken = join(dir, 'broken-worker.ts');
      await writeFile(broken, 'export const answer = ;\n');
      await expect(compiledModule(pathToFileURL(broken), join(dir, 'cache'))).rejects.toThrow(
        /broken-worker\.ts:1:\d+: ERROR: Unexpected ";"/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('falls back to the TypeScript module, saying why, when the compiled file cannot be written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-compiled-'));
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await writeFile(join(dir, 'file'), '');
      expect(await compiledModule(MODULE, join(dir, 'file', 'cache'))).toEqual(MODULE);
      const printed = stderr.mock.calls.map(([text]) => String(text)).join('');
      expect(printed).toMatch(/running the TypeScript sources .*\n.*ENOTDIR/);
    } finally {
      stderr.mockRestore();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('removes the entries of the module no process has used for an hour when it writes a new one', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'docgen-compiled-'));
    try {
      const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
      for (const name of [
        'pool-worker-0123456789abcdef',
        'pool-worker-fedcba9876543210',
        'other-0123456789abcdef',
      ]) {
        await mkdir(join(cacheDir, name));
        if (name !== 'pool-worker-fedcba9876543210') await utimes(join(cacheDir, name), old, old);
      }
      const current = dirname(fileURLToPath(await compiledModule(MODULE, cacheDir)));
      expect((await compiledEntries(cacheDir)).sort()).toEqual(
        [current.slice(cacheDir.length + 1), 'pool-worker-fedcba9876543210', 'other-0123456789abcdef'].sort(),
      );
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});
