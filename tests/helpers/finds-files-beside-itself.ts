// A worker module that reads `import.meta`: compiling it elsewhere would change what it finds.
import { parentPort } from 'node:worker_threads';

parentPort?.postMessage(new URL('.', import.meta.url).href);
