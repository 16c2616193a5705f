import { escapeHtml } from '../render/html-shell.ts';

/** Where the check server lists every target for linkinator; never written to the output. */
export const TARGETS_PAGE = '/__docgen/link-targets';

/** The page linkinator reads: one link to each target to check. */
export function targetsPage(targets: readonly string[]): string {
  const links = targets.map((target) => `<a href="${escapeHtml(target)}">${escapeHtml(target)}</a>`);
  return `<!doctype html><html><body>${links.join('\n')}</body></html>`;
}
