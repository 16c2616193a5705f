import { availableParallelism } from 'node:os';
import { sourcesKey } from '../node/compile-cache.mjs';
import { DOCGEN_CACHE } from '../node/docgen-dirs.ts';
import { compiledModule } from '../node/compile/compiled-module.ts';
import { WorkerPool } from './workers/worker-pool.ts';

const MODULE = new URL('./build-worker.ts', import.meta.url);

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
    // The transform allocates short-lived trees by the megabyte: with V8's default young generation a worker
    // spent about a sixth of its time in scavenges; with 64 MB a seventh of the transform still went to them, with
    // 192 MB (64 MB semi-spaces) half that, and the build's peak memory did not grow (bench/README.md).
    resourceLimits: { maxYoungGenerationSizeMb: 192 },
  });
}
