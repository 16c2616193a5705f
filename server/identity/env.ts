/**
 * Reads the identity service's deployment settings from the environment (secrets and
 * deployment settings never come from the site config). Every error names the variable to fix.
 * See README.md in this folder for the full list.
 */
import type { TrustProxy } from './context/client-ip.ts';
import type { CreateIdentityOptions } from './create-identity.ts';
import type { MailOptions } from './mail/types.ts';
import type { SmsOptions } from './sms/types.ts';
import { checkWebhookUrl } from './sms/webhook-sender.ts';

export interface IdentityEnv {
  NODE_ENV?: string;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  SMS_WEBHOOK_URL?: string;
  SMS_WEBHOOK_TOKEN?: string;
  TRUST_PROXY?: string;
  IDENTITY_CORS_ORIGINS?: string;
  IDENTITY_TOKEN_TTL?: string;
  IDENTITY_LINK_TTL?: string;
  DOCGEN_SECRET_KEY?: string;
  DOCGEN_DEV_MAILBOX_REMOTE?: string;
}

export type EnvIdentityOptions = Pick<
  CreateIdentityOptions,
  | 'mail'
  | 'sms'
  | 'trustProxy'
  | 'corsOrigins'
  | 'tokenTtlSeconds'
  | 'linkTtlMinutes'
  | 'secretKey'
  | 'production'
  | 'devMailbox'
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
    ? { kind: 'smtp', url: checkSmtpUrl(env.SMTP_URL), from: env.MAIL_FROM || defaultFrom(params) }
    : { kind: 'dev' };
  const sms: SmsOptions = env.SMS_WEBHOOK_URL
    ? {
        kind: 'webhook',
        url: checkWebhookUrl(env.SMS_WEBHOOK_URL),
        ...(env.SMS_WEBHOOK_TOKEN ? { token: env.SMS_WEBHOOK_TOKEN } : {}),
      }
    : { kind: 'dev' };
  return {
    mail,
    sms,
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: (env.IDENTITY_CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== ''),
    ...(env.IDENTITY_TOKEN_TTL
      ? { tokenTtlSeconds: positiveInteger(env.IDENTITY_TOKEN_TTL, 'IDENTITY_TOKEN_TTL (seconds)') }
      : {}),
    ...(env.IDENTITY_LINK_TTL
      ? { linkTtlMinutes: positiveInteger(env.IDENTITY_LINK_TTL, 'IDENTITY_LINK_TTL (minutes, at most 60)') }
      : {}),
    ...(env.DOCGEN_SECRET_KEY ? { secretKey: env.DOCGEN_SECRET_KEY } : {}),
    devMailbox: {
      allowRemote: env.DOCGEN_DEV_MAILBOX_REMOTE === '1' || env.DOCGEN_DEV_MAILBOX_REMOTE === 'true',
    },
  };
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^[1-9][0-9]?$/.test(value)) return Number(value);
  throw new Error(
    `TRUST_PROXY must be true, false or the number of proxies in front of the server, not "${value}"`,
  );
}

function positiveInteger(value: string, name: string): number {
  if (!/^[1-9][0-9]*$/.test(value))
    throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return Number(value);
}

function checkSmtpUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL is not a URL; use smtp://host:port or smtps://user:pass@host:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return value;
}

function defaultFrom(params: { publicUrl: string; siteTitle: string }): string {
  const host = new URL(params.publicUrl).hostname;
  const domain = host.includes('.') ? host : `${host}.localdomain`;
  return `"${params.siteTitle.replace(/["\r\n\\]/g, '')}" <no-reply@${domain}>`;
}
