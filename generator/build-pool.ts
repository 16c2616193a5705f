import { availableParallelism } from 'node:os';
import type { ResourceLimits } from 'node:worker_threads';
import { sourcesKey } from '../node/compile-cache.mjs';
import { DOCGEN_CACHE } from '../node/docgen-dirs.ts';
import { compiledModule } from '../node/compile/compiled-module.ts';
import { WorkerPool } from './workers/worker-pool.ts';

const MODULE = new URL('./build-worker.ts', import.meta.url);

/** The heap of each build worker (bench/README.md has the figures). */
export const BUILD_WORKER_LIMITS: ResourceLimits = {
  // The transform allocates short-lived trees by the megabyte: with V8's default young generation a worker
  // spent about a sixth of its time in scavenges; with 64 MB a seventh of the transform still went to them, with
  // 192 MB (64 MB semi-spaces) half that, and the build's peak memory did not grow.
  maxYoungGenerationSizeMb: 192,
  // The old generation's limit also sets how far V8 lets a heap grow past what is live before collecting it: up
  // to four times from a 2 GB limit up (the default on a machine with 16 GB or more), less below (`MaxGrowingFactor`
  // in V8's heap controller). With 1 GB a worker's heap grew from about 240 to 300 MB over 3,000 pages, against
  // 430 MB with the default, for the same CPU. A page would need about a gigabyte of live objects to reach it.
  maxOldGenerationSizeMb: 1024,
};

/**
 * The build's worker threads, one per core, shared by the transform and render stages: each thread starts (and
 * loads unified, shiki, React and the theme) once per build, and only when a stage has enough work for it.
 */
export function buildWorkerPool(): WorkerPool {
  return new WorkerPool({
    // Compiled while the build loads the site; the threads start with the first job that needs them.
    module: compiledModule(MODULE, DOCGEN_CACHE, sourcesKey()),
    size: availableParallelism(),
    // React's development build (whatever NODE_ENV the caller has, e.g. a test runner's) renders about six times
    // slower; the transform does not read NODE_ENV.
    env: { NODE_ENV: 'production' },
    resourceLimits: BUILD_WORKER_LIMITS,
  });
}
