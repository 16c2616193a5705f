/**
 * A kind of job the build runs on its worker threads or inline: `handler` turns the data every job of the stage
 * shares (the site's routes, the page context) into the function that does one job. A pool sends that data to
 * each worker once, with its first job of the stage, rather than with every job.
 */
export interface Stage<Data, In, Out> {
  name: string;
  handler: (data: Data) => (input: In) => Promise<Out>;
  /**
   * Loads what every job of the stage needs (modules, the code highlighter) on a worker thread before its first job
   * of the stage, so that a job's time (see `PageWatch`) is its page's own. In this thread, for a batch too small
   * to start workers, it is left to the first job that needs it.
   */
  warmUp?: () => Promise<unknown>;
}

/** Any stage, as a worker module lists the ones it serves. */
export type AnyStage = Stage<never, never, unknown>;

/** What the pool posts to a worker: one job, with its stage's data when the worker has not had it yet. */
export interface JobMessage {
  stage: string;
  input: unknown;
  data?: unknown;
}

/** The stage opened a second time on a pool, with other data: the workers serve it under its own name. */
export function stageVariant<Data, In, Out>(
  stage: Stage<Data, In, Out>,
  variant: string,
): Stage<Data, In, Out> {
  return variant === '' ? stage : { ...stage, name: `${stage.name}@${variant}` };
}
