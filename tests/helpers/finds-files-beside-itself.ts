// A worker module that finds files beside itself through `import.meta.url`, whether compiled or not.
import { parentPort } from 'node:worker_threads';

parentPort?.postMessage(new URL('.', import.meta.url).href);
