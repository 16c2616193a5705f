import { resolve } from 'node:path';
import { cutVersion } from '../version/cut-version.ts';
import { reportFailure } from './build-command.ts';
import { EXIT } from '../../core/errors/exit-codes.ts';
import { createReporter } from './reporter.ts';

export async function versionCommand(options: {
  name: string;
  root: string;
  instance?: string;
}): Promise<number> {
  const reporter = createReporter();
  try {
    const { instance, name } = options;
    const files = await cutVersion({ root: resolve(options.root), name, instance });
    reporter.info(`Version ${name} created from ${files.dir}; it is now the latest version.`);
    return EXIT.ok;
  } catch (error) {
    return reportFailure(reporter, error, 'docgen version');
  }
}
