// A worker module that tells what V8 set its thread's heap limit to.
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';

parentPort?.postMessage(getHeapStatistics().heap_size_limit);
