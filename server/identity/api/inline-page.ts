/**
 * The API's few HTML pages (the SDK page, the single sign-on return page): a template whose inline scripts
 * get the page's settings as JSON and are allowed by their hashes, so the Content-Security-Policy needs no
 * 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';

/** `inserts` replaces placeholders (e.g. `// {{LIBRARY}}`) with code that must be hashed with the page. */
export function renderInlineScriptPage(
  template: string,
  config: unknown,
  inserts: Record<string, string> = {},
): { html: string; scriptSource: string } {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  // Functions as replacements: inserted code's `$` sequences must not be read as replacement patterns.
  let html = template.replace('{{CONFIG}}', () => json);
  for (const [placeholder, code] of Object.entries(inserts)) html = html.replace(placeholder, () => code);
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return { html, scriptSource: hashes.join(' ') };
}
