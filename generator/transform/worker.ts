import type { LinkContext, TransformInput } from './context.ts';
import { transformMarkdown } from './transform-markdown.ts';
import { jobData, serveJobs } from '../workers/serve-jobs.ts';

export interface TransformWorkerData {
  root: string;
  links: LinkContext;
}

const { root, links } = jobData<TransformWorkerData>();

serveJobs((input: TransformInput) => transformMarkdown({ root, input, links }));
