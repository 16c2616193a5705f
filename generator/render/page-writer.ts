import { jobRunner, type JobRunner } from '../workers/job-runner.ts';
import { writePage, type PageContext } from './write-page.ts';

const WORKER = new URL('./render-worker.ts', import.meta.url);

/**
 * Renders and writes pages, given as their page-data JSON (the caller has it already, for the page's hash), on a
 * worker thread per core; answers each page's links. The workers always load React's production build: the
 * development build (whatever NODE_ENV the caller has, e.g. a test runner's) renders about six times slower.
 */
export function pageWriter(context: PageContext, pages: number): JobRunner<string, string[]> {
  return jobRunner(
    pages,
    { module: WORKER, data: context, env: { NODE_ENV: 'production' } },
    (json: string) => writePage(context, JSON.parse(json), json),
  );
}
