/**
 * The OAuth 2.0 client for the providers without OpenID Connect, on `openid-client`'s plain OAuth 2.0 support:
 * authorization code with PKCE S256 and state, the code exchanged at the token endpoint (no ID token), then
 * the reader read from the provider's user API with the access token, which is used for that and dropped.
 */
import * as client from 'openid-client';
import type { IdentityService } from '../../service.ts';
import { explainOidcError } from '../oidc/errors.ts';
import { callbackUrl, callbackUrlWith } from '../oidc/relying-party.ts';
import type { OidcConnection } from '../oidc/settings.ts';
import type { ProviderIdentity } from '../provider-return.ts';
import { OAUTH_PRESETS, type OAuthProviderName, type OAuthSettings } from './presets.ts';
import { userApi } from './user-api.ts';

const TIMEOUT_SECONDS = 10;

export interface OAuthConnection extends OidcConnection {
  provider: OAuthProviderName;
  clientSecret: string;
  oauth: OAuthSettings;
}

export function isOAuthConnection(connection: OidcConnection): connection is OAuthConnection {
  return connection.oauth !== undefined;
}

function configurationOf({ oauth, clientId, clientSecret }: OAuthConnection): client.Configuration {
  const config = new client.Configuration(
    {
      // Plain OAuth 2.0 has no issuer; an `iss` in the answer (RFC 9207) must name the authorization server.
      issuer: new URL(oauth.authorizationEndpoint).origin,
      authorization_endpoint: oauth.authorizationEndpoint,
      token_endpoint: oauth.tokenEndpoint,
    },
    clientId,
    undefined,
    oauth.clientAuth === 'client_secret_post'
      ? client.ClientSecretPost(clientSecret)
      : client.ClientSecretBasic(clientSecret),
  );
  config.timeout = TIMEOUT_SECONDS;
  // Settings accept plain http only for a loopback address (a local test provider).
  const urls = [oauth.authorizationEndpoint, oauth.tokenEndpoint, oauth.apiBase];
  if (urls.some((url) => url.startsWith('http:'))) client.allowInsecureRequests(config);
  return config;
}

export async function oauthAuthorizationRequest(
  service: IdentityService,
  connection: OAuthConnection,
  state: string,
): Promise<{ url: string; protocol: Record<string, string> }> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(configurationOf(connection), {
    redirect_uri: callbackUrl(service),
    scope: connection.scopes.join(' '),
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
  });
  return { url: url.href, protocol: { codeVerifier } };
}

/** Who the provider's answer names, from its user API; throws the API error for a bad answer. */
export async function readOAuthAnswer(
  service: IdentityService,
  connection: OAuthConnection,
  protocol: Readonly<Record<string, string>>,
  params: Readonly<Record<string, string>>,
): Promise<ProviderIdentity> {
  const config = configurationOf(connection);
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrlWith(service, params), {
      pkceCodeVerifier: protocol.codeVerifier,
      expectedState: params.state,
    });
    const api = userApi(config, tokens.access_token, connection.oauth.apiBase, connection.provider);
    return await OAUTH_PRESETS[connection.provider].readAccount(api, {
      withGroups: connection.groups.claim !== null,
    });
  } catch (error) {
    throw explainOidcError(error);
  }
}

/**
 * A plain OAuth 2.0 provider publishes no discovery document: it counts as reachable when its authorization
 * endpoint answers at all (any status below 500; without a request it usually refuses).
 */
export async function checkOAuthProvider(connection: OAuthConnection): Promise<void> {
  const response = await fetch(connection.oauth.authorizationEndpoint, {
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
  });
  await response.body?.cancel();
  if (response.status >= 500) throw new Error(`its authorization endpoint answers HTTP ${response.status}`);
}
