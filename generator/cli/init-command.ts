import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { EXIT } from '../../core/errors/exit-codes.ts';
import { InitRefused, initFromDocusaurus } from '../init/from-docusaurus.ts';
import { StarterRefused, writeStarter } from '../init/starter.ts';
import { createReporter, type Reporter } from './reporter.ts';

export interface InitOptions {
  root: string;
  /** Make the site from this Docusaurus site rather than the starter. */
  fromDocusaurus?: string;
  /** The starter without the sign-in gate. */
  public?: boolean;
  /** docgen's version, which the starter's package.json depends on. */
  version: string;
}

/** `docgen init [dir]`: the starter, or with `--from-docusaurus`, a site made from a Docusaurus site. */
export async function initCommand(options: InitOptions): Promise<number> {
  const reporter = createReporter();
  const target = resolve(options.root);
  try {
    return options.fromDocusaurus === undefined
      ? await initStarter(reporter, target, options)
      : await initDocusaurus(reporter, resolve(options.fromDocusaurus), target);
  } catch (error) {
    if (!(error instanceof InitRefused || error instanceof StarterRefused)) throw error;
    reporter.info(`docgen init: ${error.message}`);
    return EXIT.usage;
  }
}

/** Writes the starter, then prints the three commands that preview it. */
async function initStarter(reporter: Reporter, target: string, options: InitOptions): Promise<number> {
  const files = await writeStarter({
    target,
    public: options.public ?? false,
    docgenVersion: options.version,
  });
  const kind = options.public ? 'a public docgen site' : 'a docgen site behind sign-in';
  reporter.info(`docgen init: ${kind} at ${target} (${files.length} files)`);
  const inside = relative(process.cwd(), target);
  const where = inside.startsWith('..') ? target : inside;
  reporter.info('Next:');
  if (where !== '') reporter.info(`  cd ${where.includes(' ') ? JSON.stringify(where) : where}`);
  reporter.info(
    `  npm run dev      preview at http://127.0.0.1:3000${options.public ? '' : ', signing in through the dev mailbox'}`,
  );
  reporter.info('  npm run build    the site as static files in build/, then `npm run serve` serves them');
  return EXIT.ok;
}

/** Prints what was copied and every feature not carried over. */
async function initDocusaurus(reporter: Reporter, source: string, target: string): Promise<number> {
  const report = await initFromDocusaurus({ source, target });
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
  const install = existsSync(join(target, 'package.json')) ? `npm install --prefix ${target}, then ` : '';
  reporter.info(`Next: ${install}docgen build --root ${target}`);
  return EXIT.ok;
}
