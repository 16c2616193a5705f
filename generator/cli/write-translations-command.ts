import { resolve } from 'node:path';
import { EXIT } from '../../core/errors/exit-codes.ts';
import { writeTranslations } from '../i18n/write-translations.ts';
import { loadSite } from '../load/load-site.ts';
import { reportFailure } from './build-command.ts';
import { createReporter } from './reporter.ts';

export async function writeTranslationsCommand(options: { locale: string; root: string }): Promise<number> {
  const reporter = createReporter();
  try {
    const { site } = await loadSite({ root: resolve(options.root) });
    const files = await writeTranslations(site, options.locale);
    for (const file of files) reporter.info(`wrote ${file}`);
    return EXIT.ok;
  } catch (error) {
    return reportFailure(reporter, error, 'docgen write-translations');
  }
}
