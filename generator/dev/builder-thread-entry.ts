import { parentPort, workerData } from 'node:worker_threads';
import type { Reporter } from '../cli/reporter.ts';
import { createIncrementalBuilder } from './incremental-builder.ts';
import type { BuilderMessage, BuilderRequest, BuilderThreadData } from './builder-thread-protocol.ts';

/**
 * The builder thread's entry module: it runs the incremental builder and answers the requests of
 * `builder-thread-client.ts`. The theme is imported fresh whenever the dev server starts a new thread (after a
 * change in theme/ or client/), and rendering never blocks the server's requests.
 */
const port = parentPort;
if (!port) throw new Error('builder-thread-entry.ts must run in a worker thread');
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

const { root, outDir, locale } = (workerData as { data: BuilderThreadData }).data;
const builder = createIncrementalBuilder({ root, outDir, reporter, locale });

// One request at a time, in order: the dev server never sends the next before the answer.
port.on('message', (request: BuilderRequest) => {
  const run = request.op === 'full' ? builder.full() : builder.files(request.files);
  void run.then((result) => post({ type: 'result', id: request.id, result }));
});
