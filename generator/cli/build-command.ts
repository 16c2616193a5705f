import { resolve } from 'node:path';
import { isDiagnosticsError } from '../../core/errors/diagnostic.ts';
import { buildSite } from '../build.ts';
import { EXIT } from '../../core/errors/exit-codes.ts';
import { createReporter, type Reporter } from './reporter.ts';

/** `docgen build`: prints the steps, every diagnostic grouped by file, and one summary line. */
export async function buildCommand(options: {
  outDir: string;
  root: string;
  strict?: boolean;
  /** The one locale to build, as Docusaurus' `build --locale`; absent: every locale. */
  locale?: string;
}): Promise<number> {
  const reporter = createReporter();
  const root = resolve(options.root);
  reporter.info(`docgen build ${root}`);
  try {
    const summary = await buildSite({
      root,
      outDir: options.outDir,
      reporter,
      strict: options.strict,
      onlyLocale: options.locale,
    });
    reporter.diagnostics(summary.warnings);
    reporter.info(
      `Built ${summary.pages} pages in ${summary.seconds.toFixed(2)} s with ${summary.warnings.length} warning(s) → ${options.outDir}`,
    );
    return EXIT.ok;
  } catch (error) {
    return reportFailure(reporter, error);
  }
}

export function reportFailure(reporter: Reporter, error: unknown, what = 'Build'): number {
  if (!isDiagnosticsError(error)) throw error;
  reporter.diagnostics(error.diagnostics);
  const errors = error.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = error.diagnostics.length - errors;
  reporter.info(`${what} failed: ${errors} error(s), ${warnings} warning(s). Nothing was written.`);
  return EXIT.content;
}
