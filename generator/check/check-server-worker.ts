// The link check's server on a thread of its own (see `checkServerThread`): loads its code when the thread starts,
// then serves the directory it is sent and answers with its origin once listening.
import { parentPort } from 'node:worker_threads';
import { serveForCheck } from './check-server.ts';

parentPort?.once('message', async ({ dir, listing }: { dir: string; listing: string }) => {
  const server = await serveForCheck(dir, listing);
  parentPort?.postMessage(server.origin);
});
