/**
 * Sign-in e-mails in the reader's language, through a real SMTP server (`smtp-server`): the widget sends the
 * page's language as `Accept-Language`, and the message (subject, text, HTML) comes in it, its link working.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nonceFromLink, startHarness, type Harness } from './helpers/harness.ts';
import { createTestSmtpServer, type TestSmtpServer } from './helpers/smtp.ts';

const LINK = /https:\/\/docs\.example\.com\/\?challenges=[A-Za-z0-9_-]+/u;

describe("sign-in e-mail in the reader's language", () => {
  let smtp: TestSmtpServer;
  let h: Harness;

  beforeEach(async () => {
    smtp = await createTestSmtpServer();
    await smtp.start();
    h = await startHarness({
      mail: { kind: 'smtp', url: smtp.url, from: 'Example Docs <docs@example.com>' },
      locales: { locales: ['en', 'de', 'ar'], defaultLocale: 'en' },
    });
  });
  afterEach(async () => {
    await h.close();
    await smtp.stop();
  });

  async function signInWith(acceptLanguage: string | undefined, address = 'ada@example.com') {
    const started = await h.startSignIn(address, {
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(started.statusCode).toBe(200);
    await h.deliver();
    const mail = smtp.received.at(-1)!;
    return { started, mail, link: LINK.exec(mail.text)?.[0] };
  }

  it('answers a German sign-in request with a German e-mail whose link still signs the reader in', async () => {
    const { started, mail, link } = await signInWith('de');
    expect(mail.text).toContain('Bei Example Docs anmelden');
    expect(mail.text).toContain('von Firefox unter Linux aus angefordert');
    expect(mail.text).toContain('läuft in 10 Minuten ab');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.html).toContain('Anmeldung fortsetzen');
    expect(mail.html).toContain(`href="${link}"`);
    // The subject travels MIME-encoded (it has no ASCII-only form in every language).
    expect(decodeSubject(mail.headers.subject!)).toBe('Bei Example Docs anmelden');

    expect((await h.attest(nonceFromLink(link!))).statusCode).toBe(200);
    expect((await h.poll(started.json().result[0].options.challenge_id)).statusCode).toBe(200);
  });

  it('writes Arabic mail right to left', async () => {
    const { mail, link } = await signInWith('ar');
    expect(decodeSubject(mail.headers.subject!)).toBe('تسجيل الدخول إلى Example Docs');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(link).toBeDefined();
  });

  it("falls back to the site's default locale for a language the site has no locale in, and without the header", async () => {
    for (const [i, header] of ['ko-KR,ko;q=0.9', 'fr', undefined].entries()) {
      const { mail, link } = await signInWith(header, `reader${i}@example.com`);
      expect(decodeSubject(mail.headers.subject!)).toBe('Sign in to Example Docs');
      expect(mail.html).toContain('<html lang="en" dir="ltr">');
      expect(link).toBeDefined();
    }
  });

  it('sends a retried message in the language its flow was started in', async () => {
    smtp.refuse = 'temporary';
    await h.startSignIn('ada@example.com', { headers: { 'accept-language': 'de' } });
    await h.deliver();
    expect(smtp.received).toHaveLength(0);
    smtp.refuse = undefined;
    const row = (await h.storage.outbox.list({ limit: 1 }))[0]!;
    h.clock.set(row.nextAttemptAt);
    await h.deliver();
    expect(decodeSubject(smtp.received[0]!.headers.subject!)).toBe('Bei Example Docs anmelden');
  });
});

/** An RFC 2047 encoded-word subject as text (`=?UTF-8?Q?…?=` or `=?UTF-8?B?…?=`, possibly several). */
function decodeSubject(subject: string): string {
  return subject
    .replace(/\?=\s+=\?/gu, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/giu, (_whole, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/gu, ' ')
              .replace(/=([0-9a-f]{2})/giu, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
