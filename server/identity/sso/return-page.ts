/**
 * `GET /sso/return`: where the provider's answer sends the popup (see `landing.ts`). The page posts the return
 * to its opener on the site's origin or a listed one, then closes. It runs one inline script allowed by its
 * hash, may not be framed, and sends no referrer (its address holds the single-use code).
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { renderInlineScriptPage } from '../api/inline-page.ts';
import type { IdentityService } from '../service.ts';
import { SSO_RETURN_PATH } from './landing.ts';

const template = readFileSync(new URL('./return.html', import.meta.url), 'utf8');

const TEXTS = {
  done: 'You are signed in. You can close this window.',
  noOpener:
    'The sign-in cannot finish in this window: the page that opened it is gone. Close this window and sign in again.',
};

export function renderReturnPage(origins: Iterable<string>): { html: string; csp: string } {
  const { html, scriptSource } = renderInlineScriptPage(template, { origins: [...origins], texts: TEXTS });
  return {
    html,
    csp: `default-src 'none'; script-src ${scriptSource}; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  };
}

export function ssoReturnPageRoute(app: FastifyInstance, service: IdentityService): void {
  const page = renderReturnPage(service.config.allowedOrigins);
  app.get(SSO_RETURN_PATH, async (_request, reply) =>
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', page.csp)
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', 'no-store')
      .send(page.html),
  );
}
