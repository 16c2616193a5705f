import { parentPort, workerData } from 'node:worker_threads';
import type { Reporter } from '../cli/reporter.ts';
import { createDevBuilder } from './dev-builder.ts';
import type { BuilderMessage, BuilderRequest, BuilderWorkerData } from './worker-protocol.ts';

/**
 * The dev builder on its own thread: the theme is imported fresh whenever the dev server starts a new worker
 * (after a change in theme/ or client/), and rendering never blocks the server's requests.
 */
const port = parentPort;
if (!port) throw new Error('builder-worker.ts must run in a worker thread');
const post = (message: BuilderMessage) => port.postMessage(message);

const reporter: Reporter = {
  async step(name, run) {
    const started = performance.now();
    const result = await run();
    post({ type: 'log', text: `  ${name.padEnd(10)} ${Math.round(performance.now() - started)} ms` });
    return result;
  },
  progress: () => undefined,
  diagnostics: () => undefined,
  info: (line) => post({ type: 'log', text: line }),
};

const { root, outDir } = (workerData as { data: BuilderWorkerData }).data;
const builder = createDevBuilder({ root, outDir, reporter });

// One request at a time, in order: the dev server never sends the next before the answer.
port.on('message', (request: BuilderRequest) => {
  const run = request.op === 'full' ? builder.full() : builder.files(request.files);
  void run.then((result) => post({ type: 'result', id: request.id, result }));
});
