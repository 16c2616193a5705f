import type { Reporter } from '../../generator/cli/reporter.ts';

/** A reporter that writes nothing: a build's steps run, its lines are dropped. */
export const quiet: Reporter = {
  step: (_name, run) => run(),
  progress: () => undefined,
  diagnostics: () => undefined,
  info: () => undefined,
};
