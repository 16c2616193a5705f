import { parentPort, workerData } from 'node:worker_threads';
import type { LinkContext, TransformInput } from './context.ts';
import { transformMarkdown } from './transform-markdown.ts';

const { root, links } = workerData as { root: string; links: LinkContext };

parentPort?.on('message', (input: TransformInput) => {
  transformMarkdown({ root, input, links }).then(
    (output) => parentPort?.postMessage({ output }),
    (error: unknown) =>
      parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
