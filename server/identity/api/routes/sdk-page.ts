/**
 * `GET /sdk.html`: the page the SDK loads into its hidden frame, or opens in a window, for shared storage and
 * for passkey ceremonies whose scope is this host's domain and not the reading page's. Threats: another site
 * framing or opening it to read this origin's localStorage or to have the reader use a passkey for it. So the
 * page answers only the site and the listed origins, shares only the SDK's own keys, may be framed only by
 * those origins, and runs only its inline scripts, allowed by their hashes: its own and the WebAuthn
 * helper (@simplewebauthn/browser's browser bundle, the same library the site's client uses).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { IdentityService } from '../../service.ts';
import { renderInlineScriptPage } from '../inline-page.ts';

/** The localStorage keys the SDK keeps through the iframe. */
const SHARED_STORAGE_KEYS = [
  'SLASHID_IDENTIFIERS',
  'SLASHID_WEBAUTHN_CREDENTIAL_ID',
  'SLASHID_WEBAUTHN_CREDENTIAL_ID_V2',
];

const template = readFileSync(new URL('../sdk.html', import.meta.url), 'utf8');

/** The package exports only its module entries; its browser bundle sits beside them. */
const webauthnLibrary = readFileSync(
  new URL(
    '../dist/bundle/index.umd.min.js',
    pathToFileURL(createRequire(import.meta.url).resolve('@simplewebauthn/browser')),
  ),
  'utf8',
);

export function renderSdkPage(origins: Iterable<string>): { html: string; csp: string } {
  const list = [...origins];
  const { html, scriptSource } = renderInlineScriptPage(
    template,
    { origins: list, keys: SHARED_STORAGE_KEYS },
    { '// {{WEBAUTHN_LIBRARY}}': webauthnLibrary },
  );
  const ancestors = ["'self'", ...list].join(' ');
  return {
    html,
    csp: `default-src 'none'; script-src ${scriptSource}; frame-ancestors ${ancestors}; base-uri 'none'; form-action 'none'`,
  };
}

export function sdkPageRoute(app: FastifyInstance, service: IdentityService): void {
  const page = renderSdkPage(service.config.allowedOrigins);
  app.get('/sdk.html', async (_request, reply) => {
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', page.csp)
      .header('Cache-Control', 'no-cache')
      .send(page.html);
  });
}
