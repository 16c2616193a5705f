/**
 * OpenID Connect sign-in against a real OpenID provider on loopback (`oidc-provider`), through the API as the
 * browser drives it: `POST /id/v2` → the provider (signed in over HTTP) → our callback → `POST /sso/resolve`
 * → the proxy poll's token. Tampered state, nonce, code and verifier each answer a documented 4xx and sign
 * nobody in; registration and groups behave as for every other factor.
 */
import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeChallengesParam, type TokenClaims } from '../../../core/identity/index.ts';
import { oidcConnections } from '../../../server/identity/sso/oidc/settings.ts';
import { addUser, listUsers } from '../../../server/identity/users/admin.ts';
import { startOidcProvider, type OidcTestProvider } from '../../helpers/oidc-provider.ts';
import { textLogger } from '../../helpers/text-logger.ts';
import { errorOf, ORG_ID, PUBLIC_URL, startHarness, type Harness } from './helpers/harness.ts';
import {
  finishSso,
  pkce,
  postOidcStart,
  resolveBody,
  ssoCallback,
  ssoResolve,
  startSso,
} from './helpers/sso-flow.ts';

const CALLBACK = `${PUBLIC_URL}/api/sso/oidc/callback`;
let op: OidcTestProvider;
let h: Harness;

beforeAll(async () => {
  op = await startOidcProvider({
    redirectUris: [CALLBACK],
    postLogoutRedirectUris: [`${PUBLIC_URL}/`],
    users: {
      ada: { email: 'Ada@Example.com', groups: ['eng', 'staff'] },
      bob: { email: 'bob@elsewhere.example', groups: [] },
      eve: { email: 'eve@example.com', emailVerified: false },
      proto: { email: 'proto@example.com', groups: ['constructor', '__proto__', 'toString', 'staff'] },
    },
  });
});
afterAll(async () => {
  await op.close();
});
afterEach(async () => {
  await h?.close();
});

async function harness(
  options: Parameters<typeof startHarness>[0] = {},
  connection: { groups_claim_name?: string | null; scopes?: string[] } = {},
): Promise<Harness> {
  h = await startHarness({
    ssoConnections: oidcConnections([
      {
        provider: 'oidc',
        issuer: op.issuer,
        client_id: op.clientId,
        client_secret: op.clientSecret,
        scopes: ['openid', 'email', 'groups'],
        groups_map: { eng: ['engineering'], staff: 'staff' },
        ...connection,
      },
    ]),
    ...options,
  });
  return h;
}

const startOidc = (options: Record<string, unknown> = {}, metadata?: Record<string, string>) =>
  postOidcStart(h, { provider: 'oidc', client_id: op.clientId, ...options }, metadata);
const start = (options: Record<string, unknown> = {}) =>
  startSso(h, { provider: 'oidc', client_id: op.clientId, ...options });
const callback = (url: URL) => ssoCallback(h, url);
const resolve = (body: Record<string, string>) => ssoResolve(h, body);

/** Start → provider → callback → resolve; the token the poll then answers. */
async function signIn(login: string, options: Record<string, unknown> = {}): Promise<TokenClaims> {
  const started = await start(options);
  return finishSso(h, started, await callback(await op.signInOverHttp(started.authUrl.href, login)));
}

describe('OIDC sign-in', () => {
  it('answers /id with an oidc challenge at the provider (code flow, PKCE S256, state, nonce) and a proxy', async () => {
    await harness();
    const { verifier, challenge } = pkce();
    const response = await startOidc({}, { csrf_token: 'c', pkce_code_challenge: challenge });
    const [oidc, proxy] = response.json().result;
    expect(oidc).toMatchObject({ type: 'oidc', authentication_method: 'oidc' });
    expect(proxy).toMatchObject({ type: 'proxy', authentication_method: 'oidc' });
    const url = new URL(oidc.options.auth_code_url);
    expect(`${url.origin}`).toBe(op.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: op.clientId,
      redirect_uri: CALLBACK,
      scope: 'openid email groups',
      code_challenge_method: 'S256',
    });
    // Our own PKCE pair towards the provider, not the browser's; state and nonce are fresh secrets.
    expect(url.searchParams.get('code_challenge')).not.toBe(challenge);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}\.[\w-]{43}$/);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(43);
    expect(verifier).toBeTruthy();
  });

  it('signs the reader in by the verified address, with the provider groups mapped', async () => {
    await harness();
    const claims = await signIn('ada');
    expect(claims).toMatchObject({
      oid: ORG_ID,
      authenticated_methods: ['oidc'],
      groups: ['engineering', 'staff'],
      first_token: true,
    });
    expect(claims.authentications?.[0]).toMatchObject({
      handle: { type: 'email_address', value: 'ada@example.com' },
      method: 'oidc',
    });
  });

  it('signs in the same way on PostgreSQL', async () => {
    await harness({ backend: 'postgres' });
    expect((await signIn('ada')).groups).toEqual(['engineering', 'staff']);
  });

  it('leaves the groups to docgen users when the provider gives none', async () => {
    await harness({}, { groups_claim_name: null });
    await addUser(
      { storage: h.storage, orgId: ORG_ID, clock: h.clock },
      { email: 'ada@example.com', groups: ['ops'] },
    );
    expect((await signIn('ada')).groups).toEqual(['ops']);
  });

  it('maps provider groups named like Object.prototype members to nothing', async () => {
    await harness();
    expect((await signIn('proto')).groups).toEqual(['staff']);
    const [listed] = await listUsers({ storage: h.storage, orgId: ORG_ID, clock: h.clock });
    expect(listed?.groups).toEqual(['staff']);
  });

  it('warns once when a provider set up for groups sends no groups claim (its scope not asked for)', async () => {
    const logged: string[] = [];
    await harness({ logger: textLogger((text) => logged.push(text)) }, { scopes: ['openid', 'email'] });
    expect((await signIn('ada')).groups).toEqual([]);
    expect((await signIn('bob')).groups).toEqual([]);
    const warnings = logged.filter((line) => line.includes('sent no "groups"'));
    expect(warnings).toEqual([
      expect.stringMatching(
        /^single sign-on provider oidc "oidc:docgen-test-client" sent no "groups" for a reader, who now has no groups from it; .*"scopes": \[\.\.\., "groups"\]/,
      ),
    ]);
    expect(logged.join('\n')).not.toMatch(/ada@|bob@|Ada@/);
  });

  it('says nothing of groups when the provider sends the claim, even empty', async () => {
    const logged: string[] = [];
    await harness({ logger: textLogger((text) => logged.push(text)) });
    expect((await signIn('bob')).groups).toEqual([]);
    expect(logged.filter((line) => line.includes('sent no "groups"'))).toEqual([]);
  });

  it('applies group changes at the provider at the next sign-in', async () => {
    await harness();
    expect((await signIn('ada')).groups).toEqual(['engineering', 'staff']);
    op.users.ada!.groups = ['staff'];
    try {
      expect((await signIn('ada')).groups).toEqual(['staff']);
    } finally {
      op.users.ada!.groups = ['eng', 'staff'];
    }
  });

  it('sends the popup to the return page and a redirect sign-in back to its page with the proxy challenge', async () => {
    await harness();
    const popup = await start();
    const popupBack = await callback(await op.signInOverHttp(popup.authUrl.href, 'ada'));
    const popupLanding = new URL(popupBack.headers.location as string);
    expect(`${popupLanding.origin}${popupLanding.pathname}`).toBe(`${PUBLIC_URL}/api/sso/return`);
    expect([...popupLanding.searchParams.keys()].sort()).toEqual([
      'csrf_token',
      'sso_challenge_id',
      'sso_code',
    ]);

    const redirect = await start({
      ux_mode: 'redirect',
      redirect_target: `${PUBLIC_URL}/docs/private?x=1#top`,
    });
    const back = await callback(await op.signInOverHttp(redirect.authUrl.href, 'ada'));
    const landing = new URL(back.headers.location as string);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/docs/private`);
    expect(landing.searchParams.get('x')).toBe('1');
    const [proxy] = decodeChallengesParam(landing.searchParams.get('challenges') ?? '') ?? [];
    expect(proxy).toMatchObject({ type: 'proxy', options: { challenge_id: redirect.pollId } });

    const elsewhere = await start({ ux_mode: 'redirect', redirect_target: 'https://evil.example/x' });
    const away = await callback(await op.signInOverHttp(elsewhere.authUrl.href, 'ada'));
    expect(new URL(away.headers.location as string).origin).toBe(PUBLIC_URL);
  });

  it('serves the return page with a strict policy that hands the return to the opener', async () => {
    await harness();
    const page = await h.inject({ method: 'GET', url: '/api/sso/return?sso_code=x' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(
      /script-src 'sha256-[^']+'; .*frame-ancestors 'none'/,
    );
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('"origins":["https://docs.example.com"]');
  });
});

describe('OIDC refusals', () => {
  it('refuses a handle, an unknown provider and a missing PKCE pair at /id', async () => {
    await harness();
    const pair = { csrf_token: 'c', pkce_code_challenge: 'p' };
    const withHandle = await h.inject({
      method: 'POST',
      url: '/api/id/v2',
      headers: { 'content-type': 'application/json', 'slashid-orgid': ORG_ID },
      payload: {
        handle: { type: 'email_address', value: 'a@example.com' },
        factor: { method: 'oidc', options: { provider: 'oidc', client_id: op.clientId } },
        metadata: pair,
      },
    });
    expect(errorOf(withHandle)).toEqual({ status: 400, message: 'factor method oidc takes no handle' });
    expect(errorOf(await startOidc({ client_id: 'other' }, pair)).message).toMatch(
      /^no oidc single sign-on provider on this server matches/,
    );
    expect(errorOf(await startOidc({ provider: 'okta' }, pair)).status).toBe(400);
    expect(errorOf(await startOidc({})).message).toMatch(/needs a pkce_code_challenge and a csrf_token/);
    // SDKs up to 3.25 send the pair in the factor options.
    expect((await startOidc(pair)).statusCode).toBe(200);
  });

  it('refuses a tampered state, and a state used twice, with 400 and no session', async () => {
    await harness();
    const started = await start();
    started.authUrl.searchParams.set('state', `${started.ssoId}.${randomBytes(32).toString('base64url')}`);
    const tampered = await callback(await op.signInOverHttp(started.authUrl.href, 'ada'));
    expect(errorOf(tampered)).toEqual({
      status: 400,
      message: 'the sign-in state is unknown, used or expired; start the sign-in again',
    });
    expect((await h.poll(started.pollId)).statusCode).toBe(202);

    const honest = await start();
    const answer = await op.signInOverHttp(honest.authUrl.href, 'ada');
    expect((await callback(answer)).statusCode).toBe(303);
    expect(errorOf(await callback(answer)).status).toBe(400);
  });

  it('refuses an ID token for another nonce with 400, and fails the waiting poll with the reason', async () => {
    await harness();
    const started = await start();
    started.authUrl.searchParams.set('nonce', randomBytes(32).toString('base64url'));
    const answer = await callback(await op.signInOverHttp(started.authUrl.href, 'ada'));
    expect(errorOf(answer)).toEqual({
      status: 400,
      message:
        "the identity provider's answer did not verify (ID token claim nonce); start the sign-in again",
    });
    expect(errorOf(await h.poll(started.pollId))).toEqual({
      status: 403,
      message:
        "the identity provider's answer did not verify (ID token claim nonce); start the sign-in again",
    });
  });

  it('refuses a tampered code with 400, and fails the waiting poll', async () => {
    await harness();
    const started = await start();
    const answer = await op.signInOverHttp(started.authUrl.href, 'ada');
    answer.searchParams.set('code', `${answer.searchParams.get('code')}x`);
    expect(errorOf(await callback(answer))).toEqual({
      status: 400,
      message: 'the identity provider did not accept the authorization code; start the sign-in again',
    });
    expect(errorOf(await h.poll(started.pollId)).status).toBe(403);
  });

  it("passes on the provider's own refusal as 403", async () => {
    await harness();
    const started = await start();
    const url = new URL(CALLBACK);
    url.searchParams.set('error', 'access_denied');
    url.searchParams.set('state', started.authUrl.searchParams.get('state') ?? '');
    url.searchParams.set('iss', op.issuer);
    expect(errorOf(await callback(url))).toEqual({
      status: 403,
      message: 'the identity provider ended the sign-in with access_denied; start the sign-in again',
    });
  });

  it('refuses a wrong PKCE verifier, a tampered sso_code and a replayed one at /sso/resolve', async () => {
    await harness();
    const started = await start();
    const body = resolveBody(await callback(await op.signInOverHttp(started.authUrl.href, 'ada')), started);
    expect(errorOf(await resolve({ ...body, code: `${body.code}x` }))).toEqual({
      status: 403,
      message: 'authentication has expired',
    });
    expect(errorOf(await resolve({ ...body, pkce_code_verifier: pkce().verifier }))).toEqual({
      status: 400,
      message: 'the PKCE code verifier does not match this sign-in; start the sign-in again',
    });
    // The flow failed with the wrong verifier: the right one comes too late, and nobody gets a token.
    expect(errorOf(await resolve(body)).status).toBe(403);
    expect(errorOf(await h.poll(started.pollId)).status).toBe(403);
  });

  it('refuses an address the provider did not verify', async () => {
    await harness();
    const started = await start();
    const answer = await callback(await op.signInOverHttp(started.authUrl.href, 'eve'));
    expect(errorOf(answer)).toEqual({
      status: 403,
      message: 'the identity provider did not confirm an e-mail address for this account',
    });
    expect(errorOf(await h.poll(started.pollId)).status).toBe(403);
  });

  it('refuses addresses registration does not allow, and lets added readers in under invite-only', async () => {
    await harness({ registration: { mode: 'domains', domains: ['example.com'] } });
    expect((await signIn('ada')).authenticated_methods).toEqual(['oidc']);
    const started = await start();
    const back = await callback(await op.signInOverHttp(started.authUrl.href, 'bob'));
    const refused = await resolve(resolveBody(back, started));
    const message = 'self-registration not allowed for this organization';
    expect(errorOf(refused)).toEqual({ status: 403, message });
    expect(errorOf(await h.poll(started.pollId))).toEqual({ status: 403, message });
    await h.close();

    await harness({ registration: { mode: 'invite' } });
    await addUser({ storage: h.storage, orgId: ORG_ID, clock: h.clock }, { email: 'bob@elsewhere.example' });
    expect((await signIn('bob')).authentications?.[0]?.handle.value).toBe('bob@elsewhere.example');
  });

  it('answers bad bodies and bare returns with 4xx envelopes, never a 500', async () => {
    await harness();
    expect(errorOf(await resolve({})).message).toMatch(/^invalid request body: challenge_id/);
    const notJson = await h.inject({
      method: 'POST',
      url: '/api/sso/resolve',
      headers: { 'content-type': 'application/json' },
      payload: '{"code":',
    });
    expect(errorOf(notJson).status).toBe(400);
    expect(errorOf(await h.inject({ method: 'GET', url: '/api/sso/oidc/callback' })).status).toBe(400);
    const posted = await h.inject({
      method: 'POST',
      url: '/api/sso/oidc/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=a.b&code=c',
    });
    expect(errorOf(posted).message).toMatch(/^the sign-in state is unknown/);
    const initiate = (query: string) => h.inject({ method: 'GET', url: `/api/sso/oidc/initiate?${query}` });
    expect(errorOf(await initiate('iss=https://unknown.example')).status).toBe(400);
  });
});

describe('signing out at the provider (RP-initiated logout)', () => {
  /** Signs in and answers the reader's token (the poll answers it again within its grace period). */
  async function tokenOf(login: string): Promise<string> {
    const started = await start();
    await finishSso(h, started, await callback(await op.signInOverHttp(started.authUrl.href, login)));
    return (await h.poll(started.pollId)).json().result as string;
  }
  const logout = (token?: string) =>
    h.inject({
      method: 'POST',
      url: '/api/sso/oidc/logout',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("answers the provider's end-session URL once, with the ID token as hint and the site as the way back", async () => {
    await harness();
    const token = await tokenOf('ada');
    const answered = await logout(token);
    expect(answered.statusCode, answered.body).toBe(200);
    const url = new URL(answered.json().result.logout_url);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('client_id')).toBe(op.clientId);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/`);
    const hint = decodeJwt(url.searchParams.get('id_token_hint') ?? '');
    expect(hint).toMatchObject({ iss: op.issuer, aud: op.clientId, sub: 'ada' });
    // The provider takes it: its sign-out confirmation, not an error page.
    const atProvider = await fetch(url);
    expect(atProvider.status).toBe(200);
    expect(await atProvider.text()).toContain('logout');
    // Used once: a second Log out (or anyone replaying the token) gets nothing more.
    expect((await logout(token)).json()).toEqual({ result: {} });
  });

  it('needs a valid token of the reader, and keeps nothing when the ID token is not the reader’s to hint', async () => {
    await harness();
    expect(errorOf(await logout()).status).toBe(401);
    expect(errorOf(await logout('not.a.token')).status).toBe(401);
    const started = await start();
    const back = await callback(await op.signInOverHttp(started.authUrl.href, 'eve'));
    expect(back.statusCode).toBe(403);
    expect(
      await h.storage.ssoSignOuts.take({ orgId: ORG_ID, email: 'eve@example.com', now: h.clock.now() }),
    ).toBeUndefined();
  });

  it('answers no URL to a reader who signed in otherwise', async () => {
    await harness();
    const { pollId, nonce } = await h.signInLink('mail@example.com');
    expect((await h.attest(nonce)).statusCode).toBe(200);
    const token = (await h.poll(pollId)).json().result as string;
    expect((await logout(token)).json()).toEqual({ result: {} });
  });
});

describe('provider-initiated sign-in', () => {
  it('sends the initiate login URI on to a page of the site with iss=social:<provider>:<client_id>', async () => {
    await harness();
    const initiate = (query: string) => h.inject({ method: 'GET', url: `/api/sso/oidc/initiate?${query}` });
    const here = await initiate(
      `iss=${encodeURIComponent(op.issuer)}&target_link_uri=${encodeURIComponent(`${PUBLIC_URL}/docs/a`)}`,
    );
    expect(here.statusCode).toBe(303);
    expect(here.headers.location).toBe(`${PUBLIC_URL}/docs/a?iss=social%3Aoidc%3A${op.clientId}`);
    const away = await initiate(`iss=${encodeURIComponent(op.issuer)}&target_link_uri=https://evil.example/`);
    expect(new URL(away.headers.location as string).origin).toBe(PUBLIC_URL);
  });
});
