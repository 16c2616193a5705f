// The link check's server on a thread of its own (see `checkServerThread`): answers with its origin once listening.
import { parentPort, workerData } from 'node:worker_threads';
import { serveForCheck } from './check-server.ts';

const { dir, listing } = (workerData as { data: { dir: string; listing: string } }).data;
const server = await serveForCheck(dir, listing);
parentPort?.postMessage(server.origin);
