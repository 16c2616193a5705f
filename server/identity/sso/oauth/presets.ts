/**
 * The providers that sign in with plain OAuth 2.0 (no OpenID Connect, so no ID token): the reader's address
 * comes from the provider's user API, accepted only when the provider says it is verified. Their endpoints
 * default to the public service and can each be set, for GitHub Enterprise Server (`api_base`
 * `https://ghe.acme.com/api/v3`, endpoints under `https://ghe.acme.com/login/oauth/`).
 */
import { readBitbucketAccount } from './bitbucket.ts';
import { readFacebookAccount } from './facebook.ts';
import { readGitHubAccount } from './github.ts';
import type { UserApiReader } from './user-api.ts';

export const OAUTH_PROVIDERS = ['github', 'bitbucket', 'facebook'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

export interface OAuthSettings {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** The user API the reader's address (and GitHub teams) are read from, without a trailing slash. */
  apiBase: string;
  /** How the token endpoint takes the client secret: as each provider documents it. */
  clientAuth: 'client_secret_post' | 'client_secret_basic';
}

interface OAuthPreset extends OAuthSettings {
  scopes: string[];
  /**
   * Where the provider's groups come from (`GroupMapping.claim`) and the scopes added to read them; unset:
   * the provider gives no groups.
   */
  groups?: { claim: string; scopes: string[] };
  readAccount: UserApiReader;
}

export const OAUTH_PRESETS: Record<OAuthProviderName, OAuthPreset> = {
  github: {
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    apiBase: 'https://api.github.com',
    clientAuth: 'client_secret_post',
    scopes: ['user:email'],
    groups: { claim: 'teams', scopes: ['read:org'] },
    readAccount: readGitHubAccount,
  },
  bitbucket: {
    authorizationEndpoint: 'https://bitbucket.org/site/oauth2/authorize',
    tokenEndpoint: 'https://bitbucket.org/site/oauth2/access_token',
    apiBase: 'https://api.bitbucket.org/2.0',
    clientAuth: 'client_secret_basic',
    scopes: ['email'],
    readAccount: readBitbucketAccount,
  },
  // Facebook's OpenID Connect is for its mobile Limited Login only; the web sign-in is OAuth 2.0. The
  // unversioned endpoints use the app's own Graph API version, so no version here ever expires.
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/oauth/access_token',
    apiBase: 'https://graph.facebook.com',
    clientAuth: 'client_secret_post',
    scopes: ['email'],
    readAccount: readFacebookAccount,
  },
};

export function isOAuthProvider(provider: string): provider is OAuthProviderName {
  return (OAUTH_PROVIDERS as readonly string[]).includes(provider);
}
