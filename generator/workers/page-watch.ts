import { DiagnosticsError } from '../../core/errors/diagnostic.ts';

/** The page a job works on, as the terminal names it: its source file, its route, or both. */
export interface JobPage {
  file?: string;
  route?: string;
}

/** A job that has run long enough to be reported. */
export interface SlowJob {
  stage: string;
  page: JobPage;
  ms: number;
}

/** How long one page may take in a stage, and who hears of a slow one. */
export interface PageWatch {
  /** A job running this long is reported once, while it goes on. */
  slowAfterMs: number;
  /** A job running this long is stopped and fails with `pageTimedOut`. */
  timeoutMs: number;
  onSlow(job: SlowJob): void;
}

export function pageName(page: JobPage): string {
  if (page.file && page.route) return `${page.route} (${page.file})`;
  return page.file ?? page.route ?? 'a page';
}

/** `  slow page  transform of content/docs/huge.md: 5.0 s (a page is stopped at 60 s)` */
export function slowPageLine(job: SlowJob, watch: PageWatch): string {
  return `  slow page  ${job.stage} of ${pageName(job.page)}: ${seconds(job.ms)} (a page is stopped at ${seconds(watch.timeoutMs)})`;
}

/**
 * What a job that ran past `timeoutMs` fails with: a content problem of the page, like any other. (On a worker the
 * job is stopped there; in the build's own thread it can only be judged when it ends.)
 */
export function pageTimedOut(stage: string, page: JobPage, timeoutMs: number): DiagnosticsError {
  return new DiagnosticsError([
    {
      code: 'page-timeout',
      severity: 'error',
      ...(page.file ? { file: page.file } : {}),
      message: `The ${stage} of ${pageName(page)} took longer than ${seconds(timeoutMs)}, the limit for one page.`,
      hint: 'A page this slow is usually far too big: split it into several pages, or raise build.pageTimeoutSeconds in site.config.ts.',
    },
  ]);
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(ms < 1000 ? 2 : 1))} s`;
}
