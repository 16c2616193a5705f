/**
 * `GET /sso/return`: where the provider's answer sends the popup (see `landing.ts`). The page posts the return
 * to its opener on the site's origin or a listed one, then closes. A refusal (`sso_error=<reason>`) goes the
 * same way, so the opener's widget says what happened; without an opener (a sign-in nobody knows, opened in a
 * tab) the page sends the browser to the site's root with the refusal, where the widget says it. It runs one
 * inline script allowed by its hash, may not be framed, and sends no referrer (its address holds the
 * single-use code).
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { renderInlineScriptPage } from '../api/inline-page.ts';
import type { IdentityService } from '../service.ts';
import { SSO_RETURN_PATH } from './landing.ts';

const template = readFileSync(new URL('./return.html', import.meta.url), 'utf8');

const TEXTS = {
  done: 'You are signed in. You can close this window.',
  refused:
    'The sign-in did not succeed; the page that opened this window says why. You can close this window.',
  noOpener:
    'The sign-in cannot finish in this window: the page that opened it is gone. Close this window and sign in again.',
};

function renderReturnPage(origins: Iterable<string>, home: string): { html: string; csp: string } {
  const { html, scriptSource } = renderInlineScriptPage(template, {
    origins: [...origins],
    home,
    texts: TEXTS,
  });
  return {
    html,
    csp: `default-src 'none'; script-src ${scriptSource}; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  };
}

export function ssoReturnPageRoute(app: FastifyInstance, service: IdentityService): void {
  const page = renderReturnPage(service.config.allowedOrigins, `${service.config.publicUrl}/`);
  app.get(SSO_RETURN_PATH, async (_request, reply) =>
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', page.csp)
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', 'no-store')
      .send(page.html),
  );
}
