import type { Worker } from 'node:worker_threads';
import { sourcesKey } from '../../bin/compile-cache.mjs';
import { DOCGEN_CACHE } from '../../node/docgen-dirs.ts';
import { compiledModule } from '../../node/compile/compiled-module.ts';
import { startWorker } from '../workers/start-worker.ts';
import type { CheckServer } from './check-server.ts';

const MODULE = new URL('./check-server-worker.ts', import.meta.url);

/** The link check's server thread: it serves the output for the targets the check could not settle itself. */
export interface CheckServerThread {
  /** Serves `dir` (and the page listing the targets) until the returned server is closed. */
  serve(dir: string, listing: string): Promise<CheckServer>;
  /** Stops the thread, whether or not it served. */
  close(): Promise<void>;
}

/**
 * The check server (`serveForCheck`) on a worker thread: answering a request costs about as much as asking it,
 * so with linkinator on this thread and the server on another the check takes two cores instead of one. The
 * thread starts (and loads its code) as soon as this is called.
 */
export function checkServerThread(): CheckServerThread {
  const started = compiledModule(MODULE, DOCGEN_CACHE, sourcesKey()).then((module) =>
    watched(startWorker(module)),
  );
  const close = async () => {
    await (await started).worker.terminate();
  };
  return {
    close,
    serve: async (dir, listing) => {
      const { worker, failure } = await started;
      try {
        const origin = await new Promise<string>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('exit', (code) =>
            reject(failure() ?? new Error(`The link check's server stopped (exit code ${code}).`)),
          );
          worker.postMessage({ dir, listing });
        });
        return {
          origin,
          close: async () => {
            await close();
            const error = failure();
            if (error) throw error;
          },
        };
      } catch (error) {
        await close();
        throw error;
      }
    },
  };
}

/** A server that fails mid-check leaves linkinator's requests unanswered: its error, not those, fails the build. */
function watched(worker: Worker): { worker: Worker; failure: () => Error | undefined } {
  let failure: Error | undefined;
  worker.on('error', (error) => (failure ??= error));
  return { worker, failure: () => failure };
}
