/**
 * `SSO_OIDC_PROVIDERS`: the OpenID Connect providers, a JSON array read from the server's environment (never
 * from the site config: entries hold client secrets). Each entry names a preset or the generic `oidc`:
 *
 *   [{"provider":"okta","issuer":"https://acme.okta.com","client_id":"0oa…","client_secret":"…"}]
 *
 * Presets fill in what is fixed for a provider (its issuer, scopes, response mode). GitHub, Facebook and
 * Bitbucket speak OAuth 2.0 without OpenID Connect (no ID token to verify) and are not offered.
 */
import { z } from 'zod';
import type { SsoConnection } from '../connections.ts';
import { groupMapping, GROUPS_MAP_SETTING } from '../groups.ts';

export const OIDC_PROVIDERS = ['google', 'gitlab', 'line', 'azuread', 'okta', 'apple', 'oidc'] as const;
export type OidcProviderName = (typeof OIDC_PROVIDERS)[number];

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
  provider: OidcProviderName;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  scopes: string[];
  responseMode?: 'form_post';
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

const providerEntry = z
  .strictObject({
    provider: z.enum(
      OIDC_PROVIDERS,
      `must be one of ${OIDC_PROVIDERS.join(', ')} (github, facebook and bitbucket have no OpenID Connect)`,
    ),
    client_id: z.string().min(1).max(400),
    client_secret: z.string().min(1).optional(),
    issuer: z
      .string()
      .refine(isIssuerUrl, 'must be an https:// URL (http:// only on a loopback address)')
      .optional(),
    tenant: z
      .string()
      .regex(/^[A-Za-z0-9.-]+$/, 'must be a tenant id or domain')
      .refine((t) => !['common', 'organizations', 'consumers'].includes(t), 'must name one tenant')
      .optional(),
    scopes: z.array(scopeToken).min(1).optional(),
    // null: this provider gives no groups; `docgen users` decides them.
    groups_claim_name: z.string().min(1).max(200).nullable().optional(),
    groups_map: GROUPS_MAP_SETTING.optional(),
    trust_email: z.boolean().optional(),
  })
  .refine((entry) => entry.issuer || PRESETS[entry.provider].issuer || entry.tenant, {
    message: 'needs an issuer (okta, oidc), or a tenant (azuread)',
    path: ['issuer'],
  });

export const OIDC_PROVIDERS_SETTING = z
  .array(providerEntry)
  .refine(
    (entries) => new Set(entries.map((e) => `${e.provider}:${e.client_id}`)).size === entries.length,
    'names a provider and client_id twice',
  );

export type OidcProviderSettings = z.infer<typeof OIDC_PROVIDERS_SETTING>;

export function oidcConnections(settings: OidcProviderSettings): OidcConnection[] {
  return settings.map((entry) => {
    const preset = PRESETS[entry.provider];
    const issuer =
      entry.issuer ?? preset.issuer ?? `https://login.microsoftonline.com/${entry.tenant ?? ''}/v2.0`;
    return {
      method: 'oidc',
      key: oidcKey(entry.provider, entry.client_id),
      provider: entry.provider,
      issuer,
      clientId: entry.client_id,
      ...(entry.client_secret ? { clientSecret: entry.client_secret } : {}),
      scopes: entry.scopes ?? preset.scopes ?? DEFAULT_SCOPES,
      ...(preset.responseMode ? { responseMode: preset.responseMode } : {}),
      groups: groupMapping(entry.groups_claim_name, entry.groups_map),
      trustEmail: entry.trust_email ?? false,
    };
  });
}

/** The key a sign-in names an OIDC connection by: the widget's `provider` and `client_id` options. */
export function oidcKey(provider: unknown, clientId: unknown): string {
  return `${String(provider)}:${String(clientId)}`;
}
