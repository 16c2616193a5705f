/**
 * The identity service's deployment settings, from the server's checked environment (`env/server-env.ts`):
 * secrets and deployment settings never come from the site config. Here are only the rules between variables,
 * such as what production requires.
 */
import type { TrustProxy } from './context/client-ip.ts';
import type { CreateIdentityOptions } from './create-identity.ts';
import type { MailOptions } from './mail/types.ts';
import type { SmsOptions } from './sms/types.ts';
import { oidcConnections, type OidcProviderSettings } from './sso/oidc/settings.ts';
import { samlConnections, type SamlProviderSettings } from './sso/saml/settings.ts';

/**
 * The variables the identity service reads, as the server's environment schema (`env/server-env.ts`) parses
 * them. Declared here rather than picked from that schema's type, which names this service's provider settings:
 * the two would import each other. The server passes its parsed environment, so the compiler checks they agree.
 */
export interface IdentityEnv {
  NODE_ENV?: string | undefined;
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  SMS_WEBHOOK_URL?: string | undefined;
  SMS_WEBHOOK_TOKEN?: string | undefined;
  TRUST_PROXY?: TrustProxy | undefined;
  IDENTITY_CORS_ORIGINS?: string[] | undefined;
  IDENTITY_URL?: string | undefined;
  IDENTITY_TOKEN_TTL?: number | undefined;
  IDENTITY_LINK_TTL?: number | undefined;
  DOCGEN_SECRET_KEY?: string | undefined;
  DOCGEN_DEV_MAILBOX_REMOTE?: boolean | undefined;
  SSO_OIDC_PROVIDERS?: OidcProviderSettings | undefined;
  SSO_SAML_PROVIDERS?: SamlProviderSettings | undefined;
}

export type EnvIdentityOptions = Pick<
  CreateIdentityOptions,
  | 'mail'
  | 'sms'
  | 'trustProxy'
  | 'corsOrigins'
  | 'apiUrl'
  | 'tokenTtlSeconds'
  | 'linkTtlMinutes'
  | 'secretKey'
  | 'production'
  | 'devMailbox'
  | 'ssoConnections'
>;

export function identityOptionsFromEnv(
  env: IdentityEnv,
  params: { publicUrl: string; siteTitle: string },
): EnvIdentityOptions {
  const production = env.NODE_ENV === 'production';
  if (production && !env.SMTP_URL) {
    throw new Error(
      'SMTP_URL is not set: with NODE_ENV=production sign-in e-mails must go through SMTP (e.g. SMTP_URL=smtps://user:pass@mail.example.com)',
    );
  }
  if (production && !env.DOCGEN_SECRET_KEY) {
    throw new Error(
      'DOCGEN_SECRET_KEY is not set: with NODE_ENV=production the signing keys and stored secrets must be sealed under a key kept outside the database (openssl rand -hex 32)',
    );
  }
  const mail: MailOptions = env.SMTP_URL
    ? { kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM ?? defaultFrom(params) }
    : { kind: 'dev' };
  const sms: SmsOptions = env.SMS_WEBHOOK_URL
    ? {
        kind: 'webhook',
        url: env.SMS_WEBHOOK_URL,
        ...(env.SMS_WEBHOOK_TOKEN ? { token: env.SMS_WEBHOOK_TOKEN } : {}),
      }
    : { kind: 'dev' };
  return {
    mail,
    sms,
    production,
    trustProxy: env.TRUST_PROXY ?? false,
    corsOrigins: env.IDENTITY_CORS_ORIGINS ?? [],
    ...(env.IDENTITY_URL ? { apiUrl: env.IDENTITY_URL } : {}),
    ...(env.IDENTITY_TOKEN_TTL ? { tokenTtlSeconds: env.IDENTITY_TOKEN_TTL } : {}),
    ...(env.IDENTITY_LINK_TTL ? { linkTtlMinutes: env.IDENTITY_LINK_TTL } : {}),
    ...(env.DOCGEN_SECRET_KEY ? { secretKey: env.DOCGEN_SECRET_KEY } : {}),
    devMailbox: { allowRemote: env.DOCGEN_DEV_MAILBOX_REMOTE ?? false },
    ssoConnections: [
      ...oidcConnections(env.SSO_OIDC_PROVIDERS ?? []),
      ...samlConnections(env.SSO_SAML_PROVIDERS ?? []),
    ],
  };
}

function defaultFrom(params: { publicUrl: string; siteTitle: string }): string {
  const host = new URL(params.publicUrl).hostname;
  const domain = host.includes('.') ? host : `${host}.localdomain`;
  return `"${params.siteTitle.replace(/["\r\n\\]/g, '')}" <no-reply@${domain}>`;
}
