import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../../../../server/env/server-env.ts';
import { identityOptionsFromEnv } from '../../../../server/identity/env.ts';
import { decideRegistration, mayCreatePerson } from '../../../../server/identity/registration/policy.ts';

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
  const fromEnv = (env: NodeJS.ProcessEnv) => identityOptionsFromEnv(readServerEnv(env), site);

  it('uses the dev mailbox without SMTP_URL', () => {
    expect(fromEnv({})).toMatchObject({
      mail: { kind: 'dev' },
      production: false,
      trustProxy: false,
      corsOrigins: [],
    });
  });

  it('texts through SMS_WEBHOOK_URL with its token, or the dev SMS outbox without it', () => {
    expect(fromEnv({}).sms).toEqual({ kind: 'dev' });
    expect(
      fromEnv({ SMS_WEBHOOK_URL: 'https://sms.example.com/send', SMS_WEBHOOK_TOKEN: 't0k' }).sms,
    ).toEqual({ kind: 'webhook', url: 'https://sms.example.com/send', token: 't0k' });
    expect(() => fromEnv({ SMS_WEBHOOK_URL: 'http://sms.example.com/send' })).toThrow(
      'SMS_WEBHOOK_URL must be an https:// URL',
    );
  });

  it('refuses to start in production without SMTP_URL', () => {
    expect(() => fromEnv({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is not set/);
  });

  it('refuses to start in production without DOCGEN_SECRET_KEY (the signing keys would be sealed by a key in the database)', () => {
    expect(() => fromEnv({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail.example.com' })).toThrow(
      /DOCGEN_SECRET_KEY is not set/,
    );
  });

  it('reads SMTP, a default sender, proxies, origins and lifetimes', () => {
    const options = fromEnv({
      SMTP_URL: 'smtps://u:p@mail.example.com',
      TRUST_PROXY: '2',
      IDENTITY_CORS_ORIGINS: 'https://a.example, https://b.example',
      IDENTITY_TOKEN_TTL: '3600',
      IDENTITY_LINK_TTL: '15',
    });
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

  it('names every variable whose value is wrong, in one message', () => {
    expect(() => fromEnv({ SMTP_URL: 'http://mail', IDENTITY_TOKEN_TTL: '1h', TRUST_PROXY: 'yes' })).toThrow(
      [
        'The environment has bad values:',
        '  SMTP_URL must be a smtp:// or smtps:// URL (e.g. smtps://user:pass@mail.example.com:465)',
        '  TRUST_PROXY must be true, false or the number of proxies in front',
        '  IDENTITY_TOKEN_TTL must be a whole number of seconds',
      ].join('\n'),
    );
  });
});
