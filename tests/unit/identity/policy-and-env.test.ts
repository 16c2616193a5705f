import { describe, expect, it } from 'vitest';
import { identityOptionsFromEnv, parseTrustProxy } from '../../../server/identity/env.ts';
import { decideRegistration, mayCreatePerson } from '../../../server/identity/registration/policy.ts';

describe('decideRegistration', () => {
  it('lets anyone in when open, and registered persons in under every policy', () => {
    expect(decideRegistration({ mode: 'open' }, 'a@x.example', false)).toBe('allowed');
    expect(decideRegistration({ mode: 'invite' }, 'a@x.example', true)).toBe('allowed');
    expect(decideRegistration({ mode: 'domains', domains: ['y.example'] }, 'a@x.example', true)).toBe(
      'allowed',
    );
  });

  it('matches listed domains exactly, ignoring case and a leading @', () => {
    const policy = { mode: 'domains' as const, domains: ['@Example.COM'] };
    expect(decideRegistration(policy, 'a@example.com', false)).toBe('allowed');
    expect(decideRegistration(policy, 'a@sub.example.com', false)).toBe('refused');
    expect(decideRegistration(policy, 'a@example.com.evil.test', false)).toBe('refused');
  });

  it('answers invite-only strangers with a notice rather than a refusal', () => {
    expect(decideRegistration({ mode: 'invite' }, 'a@x.example', false)).toBe('notice');
    expect(mayCreatePerson({ mode: 'invite' }, 'a@x.example')).toBe(false);
  });
});

describe('identityOptionsFromEnv', () => {
  const site = { publicUrl: 'https://docs.example.com', siteTitle: 'Example "Docs"' };

  it('uses the dev mailbox without SMTP_URL', () => {
    expect(identityOptionsFromEnv({}, site)).toMatchObject({
      mail: { kind: 'dev' },
      production: false,
      trustProxy: false,
      corsOrigins: [],
    });
  });

  it('texts through SMS_WEBHOOK_URL with its token, or the dev SMS outbox without it', () => {
    expect(identityOptionsFromEnv({}, site).sms).toEqual({ kind: 'dev' });
    expect(
      identityOptionsFromEnv(
        { SMS_WEBHOOK_URL: 'https://sms.example.com/send', SMS_WEBHOOK_TOKEN: 't0k' },
        site,
      ).sms,
    ).toEqual({ kind: 'webhook', url: 'https://sms.example.com/send', token: 't0k' });
    expect(() => identityOptionsFromEnv({ SMS_WEBHOOK_URL: 'http://sms.example.com/send' }, site)).toThrow(
      'SMS_WEBHOOK_URL must start with https://',
    );
  });

  it('refuses to start in production without SMTP_URL', () => {
    expect(() => identityOptionsFromEnv({ NODE_ENV: 'production' }, site)).toThrow(/SMTP_URL is not set/);
  });

  it('refuses to start in production without DOCGEN_SECRET_KEY (the signing keys would be sealed by a key in the database)', () => {
    expect(() =>
      identityOptionsFromEnv({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail.example.com' }, site),
    ).toThrow(/DOCGEN_SECRET_KEY is not set/);
  });

  it('reads SMTP, a default sender, proxies, origins and lifetimes', () => {
    const options = identityOptionsFromEnv(
      {
        SMTP_URL: 'smtps://u:p@mail.example.com',
        TRUST_PROXY: '2',
        IDENTITY_CORS_ORIGINS: 'https://a.example, https://b.example',
        IDENTITY_TOKEN_TTL: '3600',
        IDENTITY_LINK_TTL: '15',
      },
      site,
    );
    expect(options).toMatchObject({
      mail: {
        kind: 'smtp',
        url: 'smtps://u:p@mail.example.com',
        from: '"Example Docs" <no-reply@docs.example.com>',
      },
      trustProxy: 2,
      corsOrigins: ['https://a.example', 'https://b.example'],
      tokenTtlSeconds: 3600,
      linkTtlMinutes: 15,
    });
  });

  it('names the variable when a value is wrong', () => {
    expect(() => identityOptionsFromEnv({ SMTP_URL: 'http://mail' }, site)).toThrow(
      'SMTP_URL must start with smtp:// or smtps://',
    );
    expect(() => identityOptionsFromEnv({ IDENTITY_TOKEN_TTL: '1h' }, site)).toThrow(
      'IDENTITY_TOKEN_TTL (seconds) must be a positive whole number',
    );
    expect(() => parseTrustProxy('yes')).toThrow('TRUST_PROXY must be true, false or the number of proxies');
  });
});
