/**
 * The vendor SDK (`@slashid/slashid` 3.29.6) signs in with OpenID Connect in popup mode, in Debian's Chromium,
 * when the identity API is at the root of an origin of its own. The SDK accepts the popup's result only from a
 * window whose origin equals its whole `baseURL`, so with the API under `<site>/api` its `id()` never settles.
 * The deployment here: `IDENTITY_URL` names the identity origin, and a reverse proxy there (as nginx would,
 * `location / { proxy_pass http://docgen/api/; }`) maps its root onto `/api` of `docgen serve`. The SDK's
 * page is another site, allowed by `IDENTITY_CORS_ORIGINS`.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.ts';
import { startOidcProvider, type OidcTestProvider } from '../helpers/oidc-provider.ts';
import { startServe, type RunningServer } from '../helpers/serve.ts';
import { builtSsoSite, REPO_ROOT, removeSite } from '../helpers/sites.ts';
import { freePort } from '../integration/identity/helpers/smtp.ts';

const VENDOR_SDK = join(REPO_ROOT, 'node_modules/@slashid/slashid/dist/bundle/slashid.js');

/** A page of another site running only the vendor SDK; its button starts a popup sign-in. */
const vendorPage = (
  api: string,
  clientId: string,
) => `<!doctype html><html lang="en"><title>Vendor SDK</title><body>
<button id="sign-in">Sign in</button>
<script src="/slashid.js"></script>
<script>
  const sid = new slashid.SlashID({
    oid: 'fixture-org',
    environment: { baseURL: '${api}', sdkURL: '${api}/sdk.html' },
    analyticsEnabled: false,
  });
  document.getElementById('sign-in').onclick = () =>
    sid.id('fixture-org', undefined, { method: 'oidc', options: { client_id: '${clientId}', provider: 'oidc', ux_mode: 'popup' } })
      .then((user) => (window.signedIn = user.token), (error) => (window.signedIn = 'error: ' + error));
</script>`;

async function listen(server: Server, port = 0): Promise<string> {
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The identity origin's reverse proxy: `/<path>` there is `/api/<path>` of the docgen server. */
function identityProxy(docgenPort: number): Server {
  return createServer((incoming, outgoing) => {
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: docgenPort,
        method: incoming.method,
        path: `/api${incoming.url ?? '/'}`,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
}

let root: string;
let dataDir: string;
let op: OidcTestProvider;
let server: RunningServer;
let browser: Browser;
const servers: Server[] = [];
let identityOrigin: string;
let vendorOrigin: string;

beforeAll(async () => {
  // Its form offers oidc (the server starts only the methods a site offers).
  const site = await builtSsoSite();
  root = site.root;
  expect(site.built.code, site.built.stderr).toBe(0);
  const port = await freePort();
  const proxy = identityProxy(port);
  servers.push(proxy);
  identityOrigin = await listen(proxy);
  op = await startOidcProvider({
    redirectUris: [`${identityOrigin}/sso/oidc/callback`],
    users: { ada: { email: 'ada@example.com', groups: [] } },
  });
  const bundle = await readFile(VENDOR_SDK);
  const vendor = createServer((request, response) => {
    const script = request.url === '/slashid.js';
    response.writeHead(200, { 'Content-Type': script ? 'text/javascript' : 'text/html; charset=utf-8' });
    response.end(script ? bundle : vendorPage(identityOrigin, op.clientId));
  });
  servers.push(vendor);
  vendorOrigin = await listen(vendor);
  dataDir = await mkdtemp(join(tmpdir(), 'docgen-vendor-popup-'));
  server = await startServe(['--dir', join(root, 'build'), '--port', String(port)], {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    IDENTITY_URL: identityOrigin,
    IDENTITY_CORS_ORIGINS: vendorOrigin,
    DOCGEN_DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    NODE_ENV: 'test',
    SSO_OIDC_PROVIDERS: JSON.stringify([
      { provider: 'oidc', issuer: op.issuer, client_id: op.clientId, client_secret: op.clientSecret },
    ]),
  });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await op?.close();
  for (const each of servers) await new Promise((closed) => each.close(closed));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (root) await removeSite(root);
});

describe('the vendor SDK in popup mode, with the API at the root of an identity origin', () => {
  it("settles id() with the reader's token once they signed in at the provider in the popup", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(vendorOrigin);
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const popup = await opened;
    const closed = popup.waitForEvent('close', { timeout: 30_000 });
    await popup.waitForURL((url) => url.origin === op.issuer, { timeout: 20_000 });
    await popup.getByLabel('Login').fill('ada');
    await popup.getByRole('button', { name: 'Sign in at the provider' }).click();
    await closed;
    const signedIn = await page.waitForFunction(() => (window as unknown as { signedIn?: string }).signedIn, {
      timeout: 20_000,
    });
    const token = String(await signedIn.jsonValue());
    expect(token).not.toMatch(/^error/);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ oid: 'fixture-org', authenticated_methods: ['oidc'] });
    await context.close();
  });
});
