import { resolve } from 'node:path';
import { EXIT } from '../../core/errors/exit-codes.ts';
import { InitRefused, initFromDocusaurus } from '../init/from-docusaurus.ts';
import { createReporter } from './reporter.ts';

/** `docgen init --from-docusaurus <path>`: prints what was copied and every feature not carried over. */
export async function initCommand(options: { fromDocusaurus: string; root: string }): Promise<number> {
  const reporter = createReporter();
  const source = resolve(options.fromDocusaurus);
  const target = resolve(options.root);
  let report;
  try {
    report = await initFromDocusaurus({ source, target });
  } catch (error) {
    if (!(error instanceof InitRefused)) throw error;
    reporter.info(`docgen init: ${error.message}`);
    return EXIT.usage;
  }
  reporter.info(`docgen init: a docgen site at ${target} from the Docusaurus site ${source}`);
  reporter.info('Copied:');
  for (const line of report.copied) reporter.info(`  ${line}`);
  reporter.info(report.notes.length > 0 ? 'Not carried over:' : 'Everything was carried over.');
  for (const note of report.notes) reporter.info(`  - ${note}`);
  if (report.configDiagnostics.length > 0) {
    reporter.diagnostics(report.configDiagnostics);
    reporter.info('site.config.ts was written but does not load: fix it, then run docgen build.');
    return EXIT.content;
  }
  reporter.info(`Next: docgen build --root ${target}`);
  return EXIT.ok;
}
