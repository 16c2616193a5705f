/**
 * A real OpenID provider on loopback for the single sign-on tests: `oidc-provider` (a certified OP
 * implementation) with two confidential clients (the OpenID Connect one, and an OAuth 2.0 one that sends its
 * secret in the token request's body, as GitHub takes it), users with e-mail and groups claims, the access
 * tokens it issued for a stand-in user API to look up, and a plain sign-in page
 * of its own (`/interaction/:uid`: a login field, no password) that a browser fills in, or that
 * `signInOverHttp` answers without one.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface OidcTestUser {
  email: string;
  /** Default true. */
  emailVerified?: boolean;
  groups?: string[];
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The OAuth 2.0 client (`client_secret_post`, same secret), for presets without OpenID Connect. */
  postClientId: string;
  /** Who an access token of this provider was issued to, and for which scopes; undefined if unknown. */
  accessToken(token: string): Promise<{ login: string; scopes: string[] } | undefined>;
  /** Users by login name; tests may change a user's groups between sign-ins. */
  users: Record<string, OidcTestUser>;
  /**
   * Follows an authorization URL as a browser would, signing in as `login` at the provider's page, and
   * returns the URL the provider finally redirects to (our callback with `code`, `state`, `iss`).
   */
  signInOverHttp(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startOidcProvider(params: {
  redirectUris: string[];
  users: Record<string, OidcTestUser>;
  /** Scopes beyond OpenID Connect's that OAuth 2.0 clients ask for (GitHub's `user:email`, `read:org`). */
  scopes?: string[];
  /** Where a sign-out at the provider may return to (RP-initiated logout). */
  postLogoutRedirectUris?: string[];
}): Promise<OidcTestProvider> {
  const users = params.users;
  const clientId = 'docgen-test-client';
  const postClientId = 'docgen-test-post-client';
  const clientSecret = randomBytes(24).toString('base64url');
  // Requests arrive only once the provider below exists (its issuer needs the port first).
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(provider, users, request, response).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    provider.callback()(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const client = {
    client_secret: clientSecret,
    redirect_uris: params.redirectUris,
    post_logout_redirect_uris: params.postLogoutRedirectUris ?? [],
    response_types: ['code' as const],
    grant_types: ['authorization_code'],
  };
  const provider = new Provider(issuer, {
    clients: [
      { ...client, client_id: clientId },
      { ...client, client_id: postClientId, token_endpoint_auth_method: 'client_secret_post' },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], groups: ['groups'] },
    scopes: ['openid', 'email', 'groups', 'profile', ...(params.scopes ?? [])],
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const user = users[id];
      if (!user) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: user.email,
          email_verified: user.emailVerified ?? true,
          groups: user.groups ?? [],
        }),
      };
    },
  });
  return {
    issuer,
    clientId,
    clientSecret,
    postClientId,
    async accessToken(token) {
      const found = await provider.AccessToken.find(token);
      return found?.accountId
        ? { login: found.accountId, scopes: (found.scope ?? '').split(' ') }
        : undefined;
    },
    users,
    signInOverHttp: (url, login) => followSignIn(new URL(url), login, params.redirectUris),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The provider's own sign-in page: GET shows it, POST signs in as the login named and grants what was asked. */
async function interaction(
  provider: Provider,
  users: Record<string, OidcTestUser>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  const action = `/interaction/${details.uid}`;
  if (request.method === 'POST') {
    const login = new URLSearchParams(await bodyOf(request)).get('login') ?? '';
    if (users[login]) {
      const grant = new provider.Grant({ accountId: login, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: login }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
  }
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><title>Test identity provider</title>
<h1>Test identity provider</h1>
<form method="post" action="${action}">
<label>Login <input name="login" autocomplete="off"></label>
<button type="submit">Sign in at the provider</button>
</form>`);
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/** Redirects and the sign-in form, with the provider's cookies kept across them, until the callback. */
async function followSignIn(start: URL, login: string, redirectUris: string[]): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  let url = start;
  for (let hop = 0; hop < 10; hop++) {
    if (redirectUris.some((uri) => url.href.startsWith(uri))) return url;
    const isForm = url.pathname.startsWith('/interaction/');
    const response = await fetch(url, {
      method: isForm ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(isForm ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(isForm ? { body: new URLSearchParams({ login }).toString() } : {}),
    });
    remember(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} at ${url.pathname}`);
    url = new URL(location, url);
  }
  throw new Error('the provider redirected too often');
}
