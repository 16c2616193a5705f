// Every worker thread starts here: a thread has its own source-map switch and does not inherit the TypeScript
// loader of the main thread. Enables the one, registers the other for a TypeScript module, then loads the module.
import { URL } from 'node:url';
import { workerData } from 'node:worker_threads';
import { enableSourceMaps, registerTypeScript } from '../../node/compile-cache.mjs';

enableSourceMaps();
if (/\.tsx?$/.test(new URL(workerData.module).pathname)) await registerTypeScript();
await import(workerData.module);
