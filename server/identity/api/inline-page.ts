/**
 * The API's few HTML pages (the SDK page, the single sign-on return page): a template whose one inline script
 * gets the page's settings as JSON and is allowed by its hash, so the Content-Security-Policy needs no
 * 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';

export function renderInlineScriptPage(
  template: string,
  config: unknown,
): { html: string; scriptSource: string } {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const html = template.replace('{{CONFIG}}', json);
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  return { html, scriptSource: `'sha256-${hash}'` };
}
