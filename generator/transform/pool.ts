import type { LinkContext, TransformInput, TransformOutput } from './context.ts';
import { transformMarkdown } from './transform-markdown.ts';
import { jobRunner, type JobRunner } from '../workers/job-runner.ts';
import type { TransformWorkerData } from './worker.ts';

const WORKER = new URL('./worker.ts', import.meta.url);

/** Transforms markdown on worker threads, one file at a time per worker; small batches run inline. */
export function transformRunner(options: {
  root: string;
  links: LinkContext;
  files: number;
}): JobRunner<TransformInput, TransformOutput> {
  const { root, links } = options;
  const data: TransformWorkerData = { root, links };
  return jobRunner(options.files, { module: WORKER, data }, (input: TransformInput) =>
    transformMarkdown({ root, input, links }),
  );
}
