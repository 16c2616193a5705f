/**
 * `SSO_OIDC_PROVIDERS`: the OpenID Connect providers, a JSON array read from the server's environment (never
 * from the site config: entries hold client secrets). Each entry names a preset or the generic `oidc`:
 *
 *   [{"provider":"okta","issuer":"https://acme.okta.com","client_id":"0oa…","client_secret":"…"}]
 *
 * Presets fill in what is fixed for a provider (its issuer, scopes, response mode). GitHub, Bitbucket and
 * Facebook speak plain OAuth 2.0 (no ID token; `sso/oauth/`): their endpoints come from the preset, each
 * overridable (`authorization_endpoint`, `token_endpoint`, `api_base`), and GitHub's groups are its teams.
 */
import { z } from 'zod';
import type { SsoConnection } from '../connections.ts';
import { groupMapping, GROUPS_MAP_SETTING } from '../groups.ts';
import {
  isOAuthProvider,
  OAUTH_PRESETS,
  OAUTH_PROVIDERS,
  type OAuthProviderName,
  type OAuthSettings,
} from '../oauth/presets.ts';

const OIDC_PROVIDERS = ['google', 'gitlab', 'line', 'azuread', 'okta', 'apple', 'oidc'] as const;
type OidcProviderName = (typeof OIDC_PROVIDERS)[number];
const PROVIDERS = [...OIDC_PROVIDERS, ...OAUTH_PROVIDERS] as const;

interface Preset {
  issuer?: string;
  scopes?: string[];
  /** Apple posts its answer back as a form when e-mail is asked for. */
  responseMode?: 'form_post';
}

const PRESETS: Record<OidcProviderName, Preset> = {
  google: { issuer: 'https://accounts.google.com' },
  gitlab: { issuer: 'https://gitlab.com' },
  line: { issuer: 'https://access.line.me' },
  apple: { issuer: 'https://appleid.apple.com', scopes: ['openid', 'email'], responseMode: 'form_post' },
  azuread: {},
  okta: {},
  oidc: {},
};

const DEFAULT_SCOPES = ['openid', 'email', 'profile'];

export interface OidcConnection extends SsoConnection {
  method: 'oidc';
  provider: OidcProviderName | OAuthProviderName;
  /** For the OAuth 2.0 providers, the origin of their authorization endpoint. */
  issuer: string;
  clientId: string;
  clientSecret?: string;
  scopes: string[];
  responseMode?: 'form_post';
  /** Set for the OAuth 2.0 providers (github, bitbucket, facebook): their endpoints. */
  oauth?: OAuthSettings;
}

/** https, or http on a loopback address (a local test provider). */
export function isIssuerUrl(text: string): boolean {
  try {
    const url = new URL(text);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

const scopeToken = z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, 'must be a scope name without spaces');

const endpointUrl = z
  .string()
  .refine(isIssuerUrl, 'must be an https:// URL (http:// only on a loopback address)');

const OAUTH_ONLY = ['authorization_endpoint', 'token_endpoint', 'api_base'] as const;
const OIDC_ONLY = ['issuer', 'tenant', 'trust_email'] as const;

const providerEntry = z
  .strictObject({
    provider: z.enum(PROVIDERS, `must be one of ${PROVIDERS.join(', ')}`),
    client_id: z.string().min(1).max(400),
    client_secret: z.string().min(1).optional(),
    issuer: endpointUrl.optional(),
    tenant: z
      .string()
      .regex(/^[A-Za-z0-9.-]+$/, 'must be a tenant id or domain')
      .refine((t) => !['common', 'organizations', 'consumers'].includes(t), 'must name one tenant')
      .optional(),
    authorization_endpoint: endpointUrl.optional(),
    token_endpoint: endpointUrl.optional(),
    api_base: endpointUrl.optional(),
    scopes: z.array(scopeToken).min(1).optional(),
    // null: this provider gives no groups; `docgen users` decides them.
    groups_claim_name: z.string().min(1).max(200).nullable().optional(),
    groups_map: GROUPS_MAP_SETTING.optional(),
    trust_email: z.boolean().optional(),
  })
  .superRefine((entry, context) => {
    const problem = (key: string, message: string) =>
      context.addIssue({ code: 'custom', path: [key], message });
    if (isOAuthProvider(entry.provider)) {
      const name = entry.provider;
      for (const key of OIDC_ONLY)
        if (entry[key] !== undefined) problem(key, `is not a setting of ${name} (OAuth 2.0: see api_base)`);
      if (!entry.client_secret) problem('client_secret', `is required for ${name}`);
      const groups = OAUTH_PRESETS[name].groups;
      if (typeof entry.groups_claim_name === 'string')
        problem('groups_claim_name', `must be unset or null for ${name}`);
      if (!groups && entry.groups_map)
        problem('groups_map', `is not a setting of ${name}: it gives no groups`);
      return;
    }
    for (const key of OAUTH_ONLY)
      if (entry[key] !== undefined) problem(key, 'is a setting of github, bitbucket and facebook only');
    if (!(entry.issuer || PRESETS[entry.provider].issuer || entry.tenant))
      problem('issuer', 'needs an issuer (okta, oidc), or a tenant (azuread)');
  });

export const OIDC_PROVIDERS_SETTING = z
  .array(providerEntry)
  .refine(
    (entries) => new Set(entries.map((e) => `${e.provider}:${e.client_id}`)).size === entries.length,
    'names a provider and client_id twice',
  );

export type OidcProviderSettings = z.infer<typeof OIDC_PROVIDERS_SETTING>;

type ProviderEntry = OidcProviderSettings[number];

export function oidcConnections(settings: OidcProviderSettings): OidcConnection[] {
  return settings.map((entry) => {
    const common = {
      method: 'oidc' as const,
      key: oidcKey(entry.provider, entry.client_id),
      clientId: entry.client_id,
      ...(entry.client_secret ? { clientSecret: entry.client_secret } : {}),
    };
    const { provider } = entry;
    if (isOAuthProvider(provider)) return { ...common, ...oauthSettings(entry, provider) };
    const preset = PRESETS[provider];
    return {
      ...common,
      provider,
      issuer: entry.issuer ?? preset.issuer ?? `https://login.microsoftonline.com/${entry.tenant ?? ''}/v2.0`,
      scopes: entry.scopes ?? preset.scopes ?? DEFAULT_SCOPES,
      ...(preset.responseMode ? { responseMode: preset.responseMode } : {}),
      groups: groupMapping(entry.groups_claim_name, entry.groups_map),
      trustEmail: entry.trust_email ?? false,
    };
  });
}

/** An OAuth 2.0 provider: the preset's endpoints unless set; groups only where the provider has them. */
function oauthSettings(entry: ProviderEntry, provider: OAuthProviderName) {
  const preset = OAUTH_PRESETS[provider];
  const groups = entry.groups_claim_name === null ? undefined : preset.groups;
  const authorizationEndpoint = entry.authorization_endpoint ?? preset.authorizationEndpoint;
  return {
    provider,
    issuer: new URL(authorizationEndpoint).origin,
    scopes: entry.scopes ?? [...preset.scopes, ...(groups?.scopes ?? [])],
    groups: groupMapping(groups?.claim ?? null, entry.groups_map),
    trustEmail: false,
    oauth: {
      authorizationEndpoint,
      tokenEndpoint: entry.token_endpoint ?? preset.tokenEndpoint,
      apiBase: withoutTrailingSlash(entry.api_base ?? preset.apiBase),
      clientAuth: preset.clientAuth,
    },
  };
}

export function withoutTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

/** The key a sign-in names an OIDC connection by: the widget's `provider` and `client_id` options. */
export function oidcKey(provider: unknown, clientId: unknown): string {
  return `${String(provider)}:${String(clientId)}`;
}
