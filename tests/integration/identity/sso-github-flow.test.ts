/**
 * GitHub sign-in (plain OAuth 2.0, no ID token) through the API. The authorization and token endpoints are a
 * real OAuth server on loopback (`oidc-provider`, tests/helpers/oidc-provider.ts); api.github.com's user API
 * is unreachable offline, so a loopback stand-in answers `/user/emails` and `/user/teams` in GitHub's
 * documented shapes for the tokens that server issued (tests/helpers/github-user-api.ts). Only a primary,
 * verified address signs anyone in; teams become groups through `groups_map`.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TokenClaims } from '../../../core/identity/index.ts';
import { oidcConnections, type OidcProviderSettings } from '../../../server/identity/sso/oidc/settings.ts';
import { addUser } from '../../../server/identity/users/admin.ts';
import { githubEntry, startGitHubUserApi, type GitHubUserApi } from '../../helpers/github-user-api.ts';
import { startOidcProvider, type OidcTestProvider } from '../../helpers/oidc-provider.ts';
import { errorOf, ORG_ID, PUBLIC_URL, startHarness, type Harness } from './helpers/harness.ts';
import { finishSso, ssoCallback, startSso } from './helpers/sso-flow.ts';

const CALLBACK = `${PUBLIC_URL}/api/sso/oidc/callback`;
let op: OidcTestProvider;
let github: GitHubUserApi;
let h: Harness;

const verified = (email: string, primary = true) => ({ email, primary, verified: true, visibility: null });

beforeAll(async () => {
  op = await startOidcProvider({
    redirectUris: [CALLBACK],
    scopes: ['user:email', 'read:org'],
    users: {
      ada: { email: 'ada@example.com' },
      eve: { email: 'eve@example.com' },
      sam: { email: 'sam@example.com' },
    },
  });
  github = await startGitHubUserApi({
    provider: op,
    pageSize: 2,
    accounts: {
      ada: {
        emails: [verified('ada@users.noreply.github.com', false), verified('Ada@Example.com')],
        teams: ['acme/docs-readers', 'acme/eng', 'other-org/docs-readers'],
      },
      // The primary address is not verified; a verified secondary one does not stand in for it.
      eve: {
        emails: [
          { email: 'eve@example.com', primary: true, verified: false, visibility: 'private' },
          verified('eve@elsewhere.example', false),
        ],
      },
      // No primary address at all.
      sam: { emails: [verified('sam@example.com', false)] },
    },
  });
});
afterAll(async () => {
  await github?.close();
  await op?.close();
});
afterEach(async () => {
  await h?.close();
});

async function harness(entry: Partial<OidcProviderSettings[number]> = {}): Promise<Harness> {
  h = await startHarness({
    ssoConnections: oidcConnections([
      {
        ...githubEntry(op, github),
        groups_map: { 'acme/docs-readers': 'engineering', 'acme/eng': ['engineering', 'staff'] },
        ...entry,
      },
    ]),
  });
  return h;
}

const start = () => startSso(h, { provider: 'github', client_id: op.postClientId });

async function signIn(login: string): Promise<TokenClaims> {
  const started = await start();
  return finishSso(h, started, await ssoCallback(h, await op.signInOverHttp(started.authUrl.href, login)));
}

describe('GitHub sign-in', () => {
  it('sends the browser to the authorization endpoint with code, PKCE S256, state and the GitHub scopes', async () => {
    await harness();
    const { authUrl } = await start();
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${op.issuer}/auth`);
    expect(Object.fromEntries(authUrl.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: op.postClientId,
      redirect_uri: CALLBACK,
      scope: 'user:email read:org',
      code_challenge_method: 'S256',
    });
    expect(authUrl.searchParams.get('state')).toMatch(/^[\w-]{20,}\.[\w-]{43}$/);
    // OAuth 2.0 without OpenID Connect: no nonce, no ID token.
    expect(authUrl.searchParams.has('nonce')).toBe(false);
  });

  it('signs the reader in by the primary verified address, with teams mapped to groups', async () => {
    await harness();
    const before = github.requests.length;
    const claims = await signIn('ada');
    expect(claims).toMatchObject({
      oid: ORG_ID,
      authenticated_methods: ['oidc'],
      groups: ['engineering', 'staff'],
      first_token: true,
    });
    expect(claims.authentications?.[0]?.handle).toEqual({ type: 'email_address', value: 'ada@example.com' });
    // Three teams two to a page: the Link header was followed.
    expect(github.requests.slice(before)).toEqual([
      '/user/emails?per_page=100',
      '/user/teams?per_page=100',
      '/user/teams?per_page=100&page=2',
    ]);
  });

  it('keeps the team names as groups without a map', async () => {
    await harness({ groups_map: undefined });
    expect((await signIn('ada')).groups).toEqual(['acme/docs-readers', 'acme/eng', 'other-org/docs-readers']);
  });

  it('asks for no teams with groups_claim_name null, and leaves the groups to docgen users', async () => {
    await harness({ groups_claim_name: null, groups_map: undefined });
    expect((await start()).authUrl.searchParams.get('scope')).toBe('user:email');
    await addUser(
      { storage: h.storage, orgId: ORG_ID, clock: h.clock },
      { email: 'ada@example.com', groups: ['ops'] },
    );
    const before = github.requests.length;
    expect((await signIn('ada')).groups).toEqual(['ops']);
    expect(github.requests.slice(before)).toEqual(['/user/emails?per_page=100']);
  });
});

describe('GitHub refusals', () => {
  const unverified = {
    status: 403,
    message: 'the identity provider did not confirm an e-mail address for this account',
  };

  for (const [login, what] of [
    ['eve', 'an unverified primary address'],
    ['sam', 'no primary address'],
  ] as const) {
    it(`refuses ${what} with 403 and no session`, async () => {
      await harness();
      const started = await start();
      const answer = await ssoCallback(h, await op.signInOverHttp(started.authUrl.href, login));
      expect(errorOf(answer)).toEqual(unverified);
      expect(errorOf(await h.poll(started.pollId))).toEqual(unverified);
    });
  }

  it('refuses a tampered state with 400 and no session', async () => {
    await harness();
    const started = await start();
    started.authUrl.searchParams.set('state', `${started.ssoId}.${randomBytes(32).toString('base64url')}`);
    const answer = await ssoCallback(h, await op.signInOverHttp(started.authUrl.href, 'ada'));
    expect(errorOf(answer)).toEqual({
      status: 400,
      message: 'the sign-in state is unknown, used or expired; start the sign-in again',
    });
    expect((await h.poll(started.pollId)).statusCode).toBe(202);
  });

  it('refuses a tampered code with 400, and fails the waiting poll', async () => {
    await harness();
    const started = await start();
    const answer = await op.signInOverHttp(started.authUrl.href, 'ada');
    answer.searchParams.set('code', `${answer.searchParams.get('code')}x`);
    expect(errorOf(await ssoCallback(h, answer))).toEqual({
      status: 400,
      message: 'the identity provider did not accept the authorization code; start the sign-in again',
    });
    expect(errorOf(await h.poll(started.pollId))).toEqual({
      status: 403,
      message: 'the identity provider did not accept the authorization code; start the sign-in again',
    });
  });

  it('refuses the sign-in when the user API refuses the token its teams need', async () => {
    // Asking only for user:email while reading teams: the user API answers 403 for /user/teams.
    await harness({ scopes: ['user:email'] });
    const started = await start();
    const answer = await ssoCallback(h, await op.signInOverHttp(started.authUrl.href, 'ada'));
    expect(errorOf(answer)).toEqual({
      status: 400,
      message:
        "the identity provider's answer did not verify (github user API status 403); start the sign-in again",
    });
    expect(errorOf(await h.poll(started.pollId)).status).toBe(403);
  });
});
