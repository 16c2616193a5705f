/**
 * The OpenID Connect relying party, on `openid-client`: discovery (cached per provider, again after a
 * failure, and refreshed by the periodic provider check), the authorization request (code flow, PKCE S256, state, nonce), and the answer: the code is
 * exchanged, the ID token's signature, issuer, audience, expiry and nonce are checked by the library, and
 * e-mail and groups come from the ID token, or from the UserInfo endpoint when the ID token leaves them out.
 */
import * as client from 'openid-client';
import { Failures } from '../../errors.ts';
import type { IdentityService } from '../../service.ts';
import { providerGroups } from '../groups.ts';
import { warnOnceIfNoGroups } from '../missing-groups.ts';
import type { ProviderIdentity } from '../provider-return.ts';
import { explainOidcError } from './errors.ts';
import { isLoopbackHost, type OidcConnection } from './settings.ts';

export const OIDC_CALLBACK_PATH = '/sso/oidc/callback';
const TIMEOUT_SECONDS = 10;

const discovered = new WeakMap<OidcConnection, Promise<client.Configuration>>();

function discover(connection: OidcConnection): Promise<client.Configuration> {
  const issuer = new URL(connection.issuer);
  return client.discovery(
    issuer,
    connection.clientId,
    undefined,
    connection.clientSecret ? client.ClientSecretBasic(connection.clientSecret) : client.None(),
    {
      timeout: TIMEOUT_SECONDS,
      // Plain http only reaches a provider on this machine (settings.ts refuses it elsewhere).
      ...(issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname)
        ? { execute: [client.allowInsecureRequests] }
        : {}),
    },
  );
}

export function configurationOf(connection: OidcConnection): Promise<client.Configuration> {
  let pending = discovered.get(connection);
  if (!pending) {
    const trying = discover(connection);
    trying.catch(() => {
      if (discovered.get(connection) === trying) discovered.delete(connection);
    });
    discovered.set(connection, trying);
    pending = trying;
  }
  return pending.catch(() => {
    throw Failures.ssoProviderUnavailable();
  });
}

/**
 * Reads the provider's discovery document again (its keys and endpoints may have moved). A provider that does
 * not answer keeps the settings last read, and the error says why it is unreachable.
 */
export async function rediscover(connection: OidcConnection): Promise<void> {
  const config = await discover(connection);
  discovered.set(connection, Promise.resolve(config));
}

export function callbackUrl(service: Pick<IdentityService, 'config'>): string {
  return `${service.config.apiUrl}${OIDC_CALLBACK_PATH}`;
}

/** The callback URL as the provider called it: with the answer's parameters. */
export function callbackUrlWith(service: IdentityService, params: Readonly<Record<string, string>>): URL {
  const url = new URL(callbackUrl(service));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

export async function authorizationRequest(
  service: IdentityService,
  connection: OidcConnection,
  state: string,
): Promise<{ url: string; protocol: Record<string, string> }> {
  const config = await configurationOf(connection);
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(service),
    scope: connection.scopes.join(' '),
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(connection.responseMode ? { response_mode: connection.responseMode } : {}),
  });
  return { url: url.href, protocol: { codeVerifier, nonce } };
}

/** What the provider's answer says of the reader, and its ID token (kept to sign the reader out there). */
export interface OidcIdentity extends ProviderIdentity {
  idToken?: string;
}

/** Who the provider's answer (the callback's parameters) names; throws the API error for a bad answer. */
export async function readProviderAnswer(
  service: IdentityService,
  connection: OidcConnection,
  protocol: Readonly<Record<string, string>>,
  params: Readonly<Record<string, string>>,
): Promise<OidcIdentity> {
  const config = await configurationOf(connection);
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrlWith(service, params), {
      pkceCodeVerifier: protocol.codeVerifier,
      expectedState: params.state,
      expectedNonce: protocol.nonce,
      idTokenExpected: true,
    });
    const idClaims: Record<string, unknown> = tokens.claims() ?? {};
    const claimsOf = async () => {
      const { claim } = connection.groups;
      const wanted = idClaims.email === undefined || (claim !== null && idClaims[claim] === undefined);
      if (!wanted || !tokens.access_token || !config.serverMetadata().userinfo_endpoint) return idClaims;
      const info = await client.fetchUserInfo(config, tokens.access_token, String(idClaims.sub));
      return { ...info, ...definedOnly(idClaims) };
    };
    const claims: Record<string, unknown> = await claimsOf();
    const { claim } = connection.groups;
    warnOnceIfNoGroups(service, connection, claim !== null && claims[claim] !== undefined);
    return {
      email: claims.email,
      // Some providers (Apple) send the flag as a string.
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      groups: claim === null ? [] : providerGroups(claims[claim]),
      ...(tokens.id_token ? { idToken: tokens.id_token } : {}),
    };
  } catch (error) {
    throw explainOidcError(error);
  }
}

function definedOnly(claims: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
}
