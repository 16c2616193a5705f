/**
 * The identity service's deployment settings, from the server's checked environment (`env/server-env.ts`):
 * secrets and deployment settings never come from the site config. Here are only the rules between variables,
 * such as what production requires.
 */
import type { ServerEnv } from '../env/server-env.ts';
import type { CreateIdentityOptions } from './create-identity.ts';
import type { MailOptions } from './mail/types.ts';
import type { SmsOptions } from './sms/types.ts';
import { oidcConnections } from './sso/oidc/settings.ts';
import { samlConnections } from './sso/saml/settings.ts';

export type IdentityEnv = Pick<
  ServerEnv,
  | 'NODE_ENV'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'SMS_WEBHOOK_URL'
  | 'SMS_WEBHOOK_TOKEN'
  | 'TRUST_PROXY'
  | 'IDENTITY_CORS_ORIGINS'
  | 'IDENTITY_URL'
  | 'IDENTITY_TOKEN_TTL'
  | 'IDENTITY_LINK_TTL'
  | 'DOCGEN_SECRET_KEY'
  | 'DOCGEN_DEV_MAILBOX_REMOTE'
  | 'SSO_OIDC_PROVIDERS'
  | 'SSO_SAML_PROVIDERS'
>;

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
