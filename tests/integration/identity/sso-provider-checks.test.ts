/**
 * Whether each single sign-on provider can be used is checked at start-up and then periodically, against real
 * providers on loopback: an OpenID provider (`oidc-provider`), one that was stopped, and SAML metadata served
 * by a local server that can fail or change. An outage is logged once (never with a secret) and its end once;
 * the server's metric follows every check; SAML metadata from a URL is read again at each check, the last good
 * copy staying in use while it cannot be read; metadata from a file is read once.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IdentityObserver } from '../../../server/identity/observer.ts';
import { quietObserver } from '../../../server/identity/observer.ts';
import { oidcConnections } from '../../../server/identity/sso/oidc/settings.ts';
import { samlConnections } from '../../../server/identity/sso/saml/settings.ts';
import { createServerMetrics } from '../../../server/metrics/server-metrics.ts';
import { startOidcProvider, type OidcTestProvider } from '../../helpers/oidc-provider.ts';
import { startSamlIdp, type TestSamlIdp } from '../../helpers/saml-idp.ts';
import { textLogger } from '../../helpers/text-logger.ts';
import { ORG_ID, PUBLIC_URL, startHarness, type Harness } from './helpers/harness.ts';

const CHECK_EVERY_MS = 50;
let op: OidcTestProvider;
let idp: TestSamlIdp;
let stoppedIssuer: string;
let metadata: MetadataServer;
let dir: string;
const harnesses: Harness[] = [];

interface MetadataServer {
  url: string;
  /** What the next fetches get: the XML, or an HTTP error status. */
  answer: { status: number; body: string };
  close(): Promise<void>;
}

async function startMetadataServer(body: string): Promise<MetadataServer> {
  const served: MetadataServer = {
    url: '',
    answer: { status: 200, body },
    close: () => new Promise((done) => server.close(() => done())),
  };
  const server: Server = createServer((_request, response) => {
    response.writeHead(served.answer.status, { 'content-type': 'application/samlmetadata+xml' });
    response.end(served.answer.body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  served.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata.xml`;
  return served;
}

async function addressOfAStoppedServer(): Promise<string> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((closed) => server.close(() => closed()));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  op = await startOidcProvider({
    redirectUris: [`${PUBLIC_URL}/api/sso/oidc/callback`],
    users: { ada: { email: 'ada@example.com' } },
  });
  idp = await startSamlIdp({ email: 'grace@corp.example', groups: [] });
  stoppedIssuer = await addressOfAStoppedServer();
  metadata = await startMetadataServer(idp.metadataXml);
  dir = await mkdtemp(join(tmpdir(), 'docgen-saml-metadata-'));
});

afterAll(async () => {
  for (const harness of harnesses) await harness.close();
  await op?.close();
  await idp?.close();
  await metadata?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The observer's view: the last outcome per provider, and how many checks each had. */
function watchChecks() {
  const last = new Map<string, boolean>();
  const counts = new Map<string, number>();
  const observer: IdentityObserver = {
    ...quietObserver,
    ssoProviderChecked(method, provider, available) {
      last.set(`${method} ${provider}`, available);
      counts.set(`${method} ${provider}`, (counts.get(`${method} ${provider}`) ?? 0) + 1);
    },
  };
  return { observer, last, counts };
}

async function harnessWith(options: Parameters<typeof startHarness>[0]): Promise<Harness> {
  const harness = await startHarness({ ssoCheckIntervalMs: CHECK_EVERY_MS, ...options });
  harnesses.push(harness);
  return harness;
}

function startSaml(harness: Harness, id: string) {
  return harness.inject({
    method: 'POST',
    url: '/api/id/v2',
    headers: { 'content-type': 'application/json', 'slashid-orgid': ORG_ID },
    payload: {
      handle: null,
      factor: { method: 'saml', options: { method: 'saml', provider_credentials_id: id } },
      metadata: { csrf_token: 'c', pkce_code_challenge: 'p' },
    },
  });
}

const signInUrl = async (harness: Harness, id: string): Promise<URL> => {
  const started = await startSaml(harness, id);
  expect(started.statusCode, started.body).toBe(200);
  return new URL(started.json().result[0].options.start_authentication_url);
};

/** The IdP's metadata with its sign-in service moved to another path, as after a reconfiguration. */
const movedMetadata = () => idp.metadataXml.replaceAll(/Location="([^"]*)"/g, 'Location="$1-moved"');

describe('single sign-on provider checks', () => {
  it('reports each provider available or not, warning once per outage and once when it is back, without secrets', async () => {
    const logged: string[] = [];
    const { observer, last, counts } = watchChecks();
    await harnessWith({
      logger: textLogger((text) => logged.push(text)),
      observer,
      ssoConnections: [
        ...oidcConnections([
          { provider: 'oidc', issuer: op.issuer, client_id: op.clientId, client_secret: op.clientSecret },
          { provider: 'okta', issuer: stoppedIssuer, client_id: 'gone', client_secret: op.clientSecret },
        ]),
        ...samlConnections([{ id: 'corp', metadata: metadata.url }]),
      ],
    });
    await vi.waitFor(() => {
      expect(last.get(`oidc oidc:${op.clientId}`)).toBe(true);
      expect(last.get('oidc okta:gone')).toBe(false);
      expect(last.get('saml corp')).toBe(true);
      expect(counts.get('oidc okta:gone')).toBeGreaterThanOrEqual(3);
    });
    const outage = logged.filter((line) => line.includes('"okta:gone" is unavailable'));
    expect(outage).toHaveLength(1);
    expect(outage[0]).toMatch(
      /^single sign-on provider oidc "okta:gone" is unavailable: .+; its sign-ins answer 503/,
    );

    metadata.answer = { status: 500, body: 'down' };
    await vi.waitFor(() => expect(last.get('saml corp')).toBe(false));
    expect(logged.filter((line) => line.includes('saml "corp" is unavailable'))).toHaveLength(1);
    metadata.answer = { status: 200, body: idp.metadataXml };
    await vi.waitFor(() => expect(last.get('saml corp')).toBe(true));
    expect(logged.filter((line) => line.includes('saml "corp" is available again'))).toHaveLength(1);
    expect(logged.join('\n')).not.toContain(op.clientSecret);
  });

  it('reads SAML metadata from a URL again at each check, and keeps the last good copy while it fails', async () => {
    const { observer, last } = watchChecks();
    metadata.answer = { status: 200, body: idp.metadataXml };
    const harness = await harnessWith({
      observer,
      ssoConnections: samlConnections([{ id: 'corp', metadata: metadata.url }]),
    });
    await vi.waitFor(() => expect(last.get('saml corp')).toBe(true));
    const first = await signInUrl(harness, 'corp');
    expect(first.pathname).not.toMatch(/-moved$/);

    metadata.answer = { status: 503, body: 'maintenance' };
    await vi.waitFor(() => expect(last.get('saml corp')).toBe(false));
    expect((await signInUrl(harness, 'corp')).pathname).toBe(first.pathname);

    metadata.answer = { status: 200, body: movedMetadata() };
    await vi.waitFor(async () =>
      expect((await signInUrl(harness, 'corp')).pathname).toBe(`${first.pathname}-moved`),
    );
    expect(last.get('saml corp')).toBe(true);
  });

  it('reads SAML metadata from a file once: a changed file needs a restart', async () => {
    const file = join(dir, 'idp-metadata.xml');
    await writeFile(file, idp.metadataXml);
    const { observer, counts } = watchChecks();
    const harness = await harnessWith({
      observer,
      ssoConnections: samlConnections([{ id: 'filed', metadata: file }]),
    });
    const first = await signInUrl(harness, 'filed');
    await writeFile(file, movedMetadata());
    const seen = counts.get('saml filed') ?? 0;
    await vi.waitFor(() => expect(counts.get('saml filed')).toBeGreaterThanOrEqual(seen + 3));
    expect((await signInUrl(harness, 'filed')).pathname).toBe(first.pathname);
  });

  it("feeds the server's docgen_sso_provider_up metric", async () => {
    const metrics = createServerMetrics();
    await harnessWith({
      observer: metrics.observer,
      ssoConnections: oidcConnections([
        { provider: 'oidc', issuer: op.issuer, client_id: op.clientId, client_secret: op.clientSecret },
        { provider: 'okta', issuer: stoppedIssuer, client_id: 'gone', client_secret: op.clientSecret },
      ]),
    });
    await vi.waitFor(async () => {
      const text = await metrics.scrape();
      expect(text).toContain(`docgen_sso_provider_up{method="oidc",provider="oidc:${op.clientId}"} 1`);
      expect(text).toContain('docgen_sso_provider_up{method="oidc",provider="okta:gone"} 0');
    });
  });
});
