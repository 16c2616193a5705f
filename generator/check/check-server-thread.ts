import { DOCGEN_CACHE } from '../bundle/sources-hash.ts';
import { compiledModule } from '../workers/compiled-module.ts';
import { startWorker } from '../workers/start-worker.ts';
import type { CheckServer } from './check-server.ts';

const MODULE = new URL('./check-server-worker.ts', import.meta.url);

/**
 * The check server (`serveForCheck`) on a worker thread: answering a request costs about as much as asking it,
 * so with linkinator on this thread and the server on another the check takes two cores instead of one.
 */
export async function checkServerThread(dir: string, listing: string): Promise<CheckServer> {
  const worker = startWorker(await compiledModule(MODULE, DOCGEN_CACHE), { data: { dir, listing } });
  // A server that fails mid-check leaves linkinator's requests unanswered: its error, not those, fails the build.
  let failure: Error | undefined;
  worker.on('error', (error) => (failure ??= error));
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('exit', (code) =>
        reject(failure ?? new Error(`The link check's server stopped (exit code ${code}).`)),
      );
    });
    return {
      origin,
      close: async () => {
        await worker.terminate();
        if (failure) throw failure;
      },
    };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}
