import { resolve } from 'node:path';
import { cutVersion } from '../version/cut-version.ts';
import { reportFailure } from './build-command.ts';
import { EXIT } from '../../core/errors/exit-codes.ts';
import { createReporter } from './reporter.ts';

export async function versionCommand(options: { name: string; root: string }): Promise<number> {
  const reporter = createReporter();
  try {
    await cutVersion({ root: resolve(options.root), name: options.name });
    reporter.info(`Version ${options.name} created from content/docs; it is now the latest version.`);
    return EXIT.ok;
  } catch (error) {
    return reportFailure(reporter, error, 'docgen version');
  }
}
