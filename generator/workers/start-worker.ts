import { Worker, type ResourceLimits } from 'node:worker_threads';

/** Prepares the thread (source maps, the TypeScript loader when needed), then loads `workerData.module`. */
const ENTRY = new URL('./entry.mjs', import.meta.url);

export interface StartWorkerOptions {
  /** What the module reads as `workerData.data`. */
  data?: unknown;
  /** Overrides on the worker's environment. */
  env?: Record<string, string>;
  resourceLimits?: ResourceLimits;
}

/** A worker thread running `module`: TypeScript through the loader, or JavaScript (e.g. `compiledModule`) as is. */
export function startWorker(module: URL, options: StartWorkerOptions = {}): Worker {
  const { data, env, resourceLimits } = options;
  return new Worker(ENTRY, {
    workerData: { module: module.href, data },
    ...(env ? { env: { ...process.env, ...env } } : {}),
    ...(resourceLimits ? { resourceLimits } : {}),
  });
}
