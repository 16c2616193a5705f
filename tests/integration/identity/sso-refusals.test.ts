/**
 * How single sign-on refuses, against a real OpenID provider on loopback: a browser is sent back to the site
 * with `sso_error=<reason>` (redirect mode to its page, a popup to the return page), the refusal is logged with
 * its reason and without any secret of the sign-in, a return URL completes only in the browser that resolved
 * it, and the provider's address is taken only as it was verified.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { oidcConnections } from '../../../server/identity/sso/oidc/settings.ts';
import { addUser } from '../../../server/identity/users/admin.ts';
import type { Backend } from './helpers/backends.ts';
import { startOidcProvider, type OidcTestProvider } from '../../helpers/oidc-provider.ts';
import { errorOf, ORG_ID, PUBLIC_URL, startHarness, type Harness } from './helpers/harness.ts';
import { resolveBody, ssoCallback, ssoResolve, startSso, type StartedSso } from './helpers/sso-flow.ts';

const CALLBACK = `${PUBLIC_URL}/api/sso/oidc/callback`;
const PAGE = `${PUBLIC_URL}/docs/guide`;
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let op: OidcTestProvider;
let h: Harness;
let logged: Array<{ fields: Record<string, unknown>; msg: string }>;

beforeAll(async () => {
  op = await startOidcProvider({
    redirectUris: [CALLBACK],
    users: {
      ada: { email: 'ada@example.com' },
      eve: { email: 'eve@example.com', emailVerified: false },
      // A full-width "ｅ": a different address from victim@example.com, verified by the provider.
      mallory: { email: 'victim@\uff45xample.com' },
      odd: { email: 'not an address' },
    },
  });
});
afterAll(async () => {
  await op.close();
});
afterEach(async () => {
  await h?.close();
});

async function harness(backend: Backend = 'sqlite'): Promise<Harness> {
  logged = [];
  const record = (fields: object, msg?: string) =>
    logged.push({ fields: fields as Record<string, unknown>, msg: msg ?? '' });
  h = await startHarness({
    backend,
    logger: { debug: record, info: record, warn: record, error: record },
    ssoConnections: oidcConnections([
      {
        provider: 'oidc',
        issuer: op.issuer,
        client_id: op.clientId,
        client_secret: op.clientSecret,
        scopes: ['openid', 'email'],
      },
    ]),
  });
  return h;
}

const start = (options: Record<string, unknown> = {}) =>
  startSso(h, { provider: 'oidc', client_id: op.clientId, ...options });

/** The provider's answer reaching our callback, as a browser's navigation. */
async function browserReturn(url: URL): Promise<LightMyRequestResponse> {
  return h.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: BROWSER });
}

function landing(response: LightMyRequestResponse): URL {
  expect(response.statusCode, response.body).toBe(303);
  return new URL(response.headers.location as string);
}

/** The refusal lines logged, each checked to hold no secret of these sign-ins. */
function refusals(secrets: string[]): Array<Record<string, unknown>> {
  const lines = logged.filter((line) => line.msg.startsWith('single sign-on refused'));
  const text = JSON.stringify(lines);
  for (const secret of secrets.filter((s) => s.length > 8)) expect(text).not.toContain(secret);
  return lines.map((line) => line.fields);
}

function secretsOf(started: StartedSso, answer?: URL): string[] {
  const stateSecret = started.authUrl.searchParams.get('state')?.split('.')[1] ?? '';
  return [
    stateSecret,
    started.pollId,
    started.verifier,
    answer?.searchParams.get('code') ?? '',
    answer?.searchParams.get('state') ?? '',
  ];
}

describe('single sign-on refusals bring the browser back to the site', () => {
  it('sends a redirect-mode refusal to its page with the reason, fails the poll and logs the reason', async () => {
    await harness();
    const started = await start({ ux_mode: 'redirect', redirect_target: `${PAGE}?x=1` });
    const answer = await op.signInOverHttp(started.authUrl.href, 'eve');
    const back = landing(await browserReturn(answer));
    expect(`${back.origin}${back.pathname}`).toBe(PAGE);
    expect(Object.fromEntries(back.searchParams)).toEqual({ x: '1', sso_error: 'email_unverified' });
    expect(errorOf(await h.poll(started.pollId))).toEqual({
      status: 403,
      message: 'the identity provider did not confirm an e-mail address for this account',
    });
    expect(refusals(secretsOf(started, answer))).toEqual([
      expect.objectContaining({ reason: 'email_unverified', provider: 'oidc', flowId: expect.any(String) }),
    ]);
  });

  it('sends a popup refusal to the return page, which tells the opener', async () => {
    await harness();
    const started = await start();
    const answer = await op.signInOverHttp(started.authUrl.href, 'ada');
    answer.searchParams.set('code', `${answer.searchParams.get('code')}x`);
    const back = landing(await browserReturn(answer));
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/sso/return`);
    expect(back.searchParams.get('sso_error')).toBe('answer_invalid');
    const page = await h.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(page.body).toContain(`"home":"${PUBLIC_URL}/"`);
    expect(refusals(secretsOf(started, answer))).toEqual([
      expect.objectContaining({ reason: 'answer_invalid', status: 400 }),
    ]);
  });

  it('sends an unknown or replayed state to the return page, and logs it without the state', async () => {
    await harness();
    const started = await start({ ux_mode: 'redirect', redirect_target: PAGE });
    const answer = await op.signInOverHttp(started.authUrl.href, 'ada');
    expect(landing(await browserReturn(answer)).searchParams.get('sso_code')).toBeTruthy();
    const replayed = landing(await browserReturn(answer));
    expect(`${replayed.origin}${replayed.pathname}?${replayed.searchParams}`).toBe(
      `${PUBLIC_URL}/api/sso/return?sso_error=state`,
    );
    const forged = new URL(CALLBACK);
    forged.searchParams.set('state', `${started.ssoId}.${randomBytes(32).toString('base64url')}`);
    expect(landing(await browserReturn(forged)).searchParams.get('sso_error')).toBe('state');
    expect(refusals([...secretsOf(started, answer), forged.searchParams.get('state') ?? ''])).toEqual([
      expect.objectContaining({ reason: 'state' }),
      expect.objectContaining({ reason: 'state' }),
    ]);
  });

  it("answers the provider's own error as 403 even without an iss, in the envelope for API callers", async () => {
    await harness();
    const started = await start();
    const url = new URL(CALLBACK);
    url.searchParams.set('error', 'access_denied');
    url.searchParams.set('state', started.authUrl.searchParams.get('state') ?? '');
    expect(errorOf(await ssoCallback(h, url))).toEqual({
      status: 403,
      message: 'the identity provider ended the sign-in with access_denied; start the sign-in again',
    });
    expect(refusals([]).map((line) => line.reason)).toEqual(['provider_refused']);
  });

  it('says a malformed address from the provider is malformed, not unconfirmed', async () => {
    await harness();
    const started = await start();
    const answer = await ssoCallback(h, await op.signInOverHttp(started.authUrl.href, 'odd'));
    expect(errorOf(answer)).toEqual({
      status: 403,
      message:
        "the identity provider's e-mail address cannot be used here: the address contains spaces or control characters; ask the provider's administrator",
    });
  });

  it('logs an unreachable provider at the start of a sign-in', async () => {
    logged = [];
    const record = (fields: object, msg?: string) =>
      logged.push({ fields: fields as Record<string, unknown>, msg: msg ?? '' });
    h = await startHarness({
      logger: { debug: record, info: record, warn: record, error: record },
      ssoConnections: oidcConnections([
        { provider: 'oidc', issuer: 'http://127.0.0.1:9/nowhere', client_id: 'c', client_secret: 's' },
      ]),
    });
    const response = await h.inject({
      method: 'POST',
      url: '/api/id/v2',
      headers: { 'content-type': 'application/json', 'slashid-orgid': ORG_ID },
      payload: {
        handle: null,
        factor: { method: 'oidc', options: { provider: 'oidc', client_id: 'c' } },
        metadata: { csrf_token: 'c', pkce_code_challenge: 'p' },
      },
    });
    expect(errorOf(response).status).toBe(503);
    expect(refusals([])).toEqual([
      expect.objectContaining({ reason: 'provider_unavailable', provider: 'oidc' }),
    ]);
  });
});

describe('single sign-on methods', () => {
  it('answers "unsupported SSO method" for a method other than oidc or saml given SSO options', async () => {
    await harness();
    const start = (factor: Record<string, unknown>) =>
      h.inject({
        method: 'POST',
        url: '/api/id/v2',
        headers: { 'content-type': 'application/json', 'slashid-orgid': ORG_ID },
        payload: { handle: null, factor, metadata: { csrf_token: 'c', pkce_code_challenge: 'p' } },
      });
    const unsupported = { status: 400, message: 'unsupported SSO method' };
    expect(errorOf(await start({ method: 'cas', options: { provider: 'okta', ux_mode: 'popup' } }))).toEqual(
      unsupported,
    );
    expect(errorOf(await start({ method: 'api', options: { provider_credentials_id: 'corp' } }))).toEqual(
      unsupported,
    );
    expect(errorOf(await start({ method: 'cas' })).message).toMatch(/^unknown factor method/);
  });
});

describe('a return URL completes only in the browser that resolved it (login CSRF)', () => {
  /** The attacker signs in as themselves and resolves with their own verifier. */
  async function attackerFinishes(): Promise<{ started: StartedSso; link: URL; cookie: string }> {
    const started = await start({ ux_mode: 'redirect', redirect_target: PAGE });
    const back = await ssoCallback(h, await op.signInOverHttp(started.authUrl.href, 'ada'));
    const resolved = await ssoResolve(h, resolveBody(back, started));
    expect(resolved.statusCode).toBe(200);
    const cookie = String(resolved.headers['set-cookie']);
    expect(cookie).toMatch(
      /^docgen_sso=[\w-]+; Max-Age=600; Path=\/api\/challenge; HttpOnly; SameSite=Strict; Secure$/,
    );
    return { started, link: new URL(back.headers.location as string), cookie: cookie.split(';')[0]! };
  }

  const pollAs = (pollId: string, init: { headers?: Record<string, string>; remoteAddress?: string }) =>
    h.inject({ method: 'GET', url: `/api/challenge/${pollId}/v2`, ...init });

  it("signs the victim's browser in as nobody, same-origin or from another address", async () => {
    await harness();
    const { started } = await attackerFinishes();
    const victim = { headers: { 'sec-fetch-site': 'same-origin' } };
    const elsewhere = { remoteAddress: '203.0.113.9', headers: { 'sec-fetch-site': 'cross-site' } };
    expect((await pollAs(started.pollId, victim)).statusCode).toBe(202);
    expect((await pollAs(started.pollId, elsewhere)).statusCode).toBe(202);
    h.clock.advance(5_000);
    const refused = {
      status: 403,
      message: 'this sign-in was started in another browser; start the sign-in again in this one',
    };
    expect(errorOf(await pollAs(started.pollId, victim))).toEqual(refused);
    expect(errorOf(await pollAs(started.pollId, elsewhere))).toEqual(refused);
    expect(refusals([started.pollId]).map((line) => line.reason)).toEqual(['other_browser', 'other_browser']);
  });

  it('hands the token to the resolving browser: its cookie, or its address for a page on another origin', async () => {
    await harness();
    const { started, cookie } = await attackerFinishes();
    h.clock.advance(5_000);
    const same = await pollAs(started.pollId, { headers: { 'sec-fetch-site': 'same-origin', cookie } });
    expect(same.statusCode, same.body).toBe(200);
    const again = await attackerFinishes();
    const crossOrigin = await pollAs(again.started.pollId, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossOrigin.statusCode, crossOrigin.body).toBe(200);
  });
});

describe('addresses the provider verified are taken as they are', () => {
  it.each(['sqlite', 'postgres'] as const)(
    'never maps a full-width address onto an existing reader (%s)',
    async (backend) => {
      await harness(backend);
      const ctx = { storage: h.storage, orgId: ORG_ID, clock: h.clock };
      await addUser(ctx, { email: 'victim@example.com' });
      const started = await start({ ux_mode: 'redirect', redirect_target: PAGE });
      const back = landing(await browserReturn(await op.signInOverHttp(started.authUrl.href, 'mallory')));
      expect(back.searchParams.get('sso_error')).toBe('email_unusable');
      expect(back.searchParams.has('sso_code')).toBe(false);
      expect(errorOf(await h.poll(started.pollId)).message).toMatch(
        /^the identity provider's e-mail address cannot be used here: normalising it would change it/,
      );
      const [victim, ...others] = await h.storage.persons.list(ORG_ID);
      expect(others).toEqual([]);
      expect(victim).toMatchObject({ handles: [{ value: 'victim@example.com' }], lastLoginAt: null });
    },
  );
});
