import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * Worker threads do not inherit the TypeScript loader: for a TypeScript module this entry registers it, then
 * loads `workerData.module`.
 */
const TYPESCRIPT_ENTRY = new URL('./entry.mjs', import.meta.url);

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
  const typescript = /\.tsx?$/.test(module.pathname);
  return new Worker(typescript ? TYPESCRIPT_ENTRY : module, {
    workerData: { module: module.href, data },
    ...(env ? { env: { ...process.env, ...env } } : {}),
    ...(resourceLimits ? { resourceLimits } : {}),
  });
}
