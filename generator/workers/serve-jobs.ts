import { parentPort, workerData } from 'node:worker_threads';
import { isDiagnosticsError, type Diagnostic } from '../../core/errors/diagnostic.ts';

/** A worker's answer to one job: its output, the diagnostics it failed with, or an unexpected error. */
export type JobReply<Out> = { output: Out } | { diagnostics: Diagnostic[] } | { error: string };

/** The data the pool gave every worker (`WorkerPoolOptions.data`). */
export function jobData<T>(): T {
  return (workerData as { data: T }).data;
}

/** Inside a pool's worker: answers each posted job with `handle`'s result or its failure. */
export function serveJobs<In, Out>(handle: (input: In) => Promise<Out>): void {
  parentPort?.on('message', (input: In) => {
    handle(input).then(
      (output) => reply({ output }),
      (error: unknown) =>
        reply(
          isDiagnosticsError(error)
            ? { diagnostics: error.diagnostics }
            : { error: error instanceof Error ? error.message : String(error) },
        ),
    );
  });
}

function reply<Out>(message: JobReply<Out>): void {
  parentPort?.postMessage(message);
}
