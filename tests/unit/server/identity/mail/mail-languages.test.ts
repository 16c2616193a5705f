import { describe, expect, it } from 'vitest';
import { describeDevice } from '../../../../../server/identity/context/device.ts';
import {
  composeCodeMail,
  composeCodeSms,
  composeLinkSms,
  composeNoAccessSms,
} from '../../../../../server/identity/mail/compose-code.ts';
import { composeResetMail, composeResetSms } from '../../../../../server/identity/mail/compose-reset.ts';
import { composeNoAccessMail, composeSignInMail } from '../../../../../server/identity/mail/compose.ts';
import { chooseMailLanguage, mailLanguages } from '../../../../../server/identity/mail/language.ts';
import { MAIL_LANGUAGES } from '../../../../../core/identity/mail-overrides.ts';
import { mailTexts, type MailLanguage } from '../../../../../server/identity/mail/texts/index.ts';

const tokensOf = (text: string) => [...text.matchAll(/\{(\w+)\}/gu)].map((match) => match[1]).sort();

/** Every message each language writes, with values that cannot be mistaken for the templates' own text. */
function everyMessage(language: MailLanguage) {
  const asked = {
    siteTitle: 'SITE-TITLE',
    productName: 'PRODUCT-NAME',
    publicUrl: 'https://docs.example.test',
    to: 'ada@example.com',
    language,
    device: 'DEVICE-NAME',
    requestedAt: new Date(Date.UTC(2030, 0, 2, 3, 4)),
  };
  const link = 'https://docs.example.test/?challenges=LINK';
  return {
    signIn: composeSignInMail({ ...asked, link, expiresInMinutes: 10 }),
    noAccess: composeNoAccessMail(asked),
    code: composeCodeMail({ ...asked, code: '123456', expiresInMinutes: 10 }),
    reset: composeResetMail({ ...asked, link, expiresInMinutes: 10 }),
    resetWithoutPassword: composeResetMail({ ...asked, link: undefined, expiresInMinutes: 10 }),
  };
}

describe('e-mail languages', () => {
  it.each(MAIL_LANGUAGES)('%s has every text, with the same tokens as English', (language) => {
    const english = mailTexts('en');
    const texts = mailTexts(language);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english))
      expect([key, tokensOf(texts[key as keyof typeof texts])]).toEqual([key, tokensOf(text)]);
  });

  it.each(MAIL_LANGUAGES)('%s fills every token of every message, in both parts', (language) => {
    for (const [name, mail] of Object.entries(everyMessage(language))) {
      for (const part of [mail.subject, mail.text, mail.html])
        expect([name, part]).not.toEqual([name, expect.stringMatching(/\{\w+\}/u)]);
      expect(mail.text, name).toContain('DEVICE-NAME');
      expect(mail.text, name).toContain('PRODUCT-NAME');
      expect(mail.html, name).toContain('<strong>DEVICE-NAME</strong>');
      expect(mail.html, name).toContain(`<html lang="${language}"`);
    }
    const { signIn, code, reset, noAccess, resetWithoutPassword } = everyMessage(language);
    expect(signIn.subject).toContain('SITE-TITLE');
    expect(signIn.text).toContain('https://docs.example.test/?challenges=LINK');
    expect(signIn.html).toContain('href="https://docs.example.test/?challenges=LINK"');
    expect(code.subject).toContain('123456');
    expect(code.subject).toContain('SITE-TITLE');
    expect(code.html).toContain('123456');
    expect(reset.subject).toContain('SITE-TITLE');
    expect(reset.text).toContain('https://docs.example.test/?challenges=LINK');
    expect(noAccess.html).toContain('href="https://docs.example.test"');
    expect(resetWithoutPassword.text).toContain('https://docs.example.test');
  });

  it.each(MAIL_LANGUAGES)('%s fills every token of every text message', (language) => {
    const sms = { siteTitle: 'SITE-TITLE', language, expiresInMinutes: 10 };
    const link = 'https://docs.example.test/?challenges=LINK';
    const texts = {
      code: composeCodeSms({ ...sms, code: '123456' }),
      link: composeLinkSms({ ...sms, link }),
      noAccess: composeNoAccessSms({ ...sms, publicUrl: 'https://docs.example.test' }),
      reset: composeResetSms({ ...sms, link }),
      resetWithoutPassword: composeResetSms({ ...sms, link: undefined }),
    };
    for (const [name, text] of Object.entries(texts)) {
      expect([name, text]).not.toEqual([name, expect.stringMatching(/\{\w+\}/u)]);
      expect(text, name).toContain('SITE-TITLE');
    }
    expect(texts.code).toContain('123456');
    expect(texts.link).toContain(link);
    expect(texts.reset).toContain(link);
    expect(texts.noAccess).toContain('https://docs.example.test');
  });

  it('writes German mail in German, with its dates, durations and device words', () => {
    const { signIn, code } = everyMessage('de');
    expect(signIn.subject).toBe('Bei SITE-TITLE anmelden');
    expect(signIn.text).toContain('am 2. Januar 2030 um 03:04 UTC');
    expect(signIn.text).toContain('läuft in 10 Minuten ab');
    expect(signIn.html).toContain('Anmeldung fortsetzen');
    expect(code.subject).toBe('123456 ist Ihr Anmeldecode für SITE-TITLE');
    expect(composeCodeSms({ siteTitle: 'Docs', language: 'de', code: '123456', expiresInMinutes: 10 })).toBe(
      '123456 ist Ihr Anmeldecode für Docs. Er läuft in 10 Minuten ab. Geben Sie ihn niemals weiter.',
    );
    expect(
      describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'de'),
    ).toBe('Firefox unter Linux');
  });

  it('lays Arabic and Hebrew mail out right to left, the code and the link still left to right', () => {
    for (const language of ['ar', 'he'] as const) {
      const { signIn, code } = everyMessage(language);
      expect(signIn.html).toContain(`<html lang="${language}" dir="rtl">`);
      expect(signIn.html).toContain('text-align:right');
      expect(signIn.html).toMatch(
        /<a href="https:\/\/docs\.example\.test\/\?challenges=LINK"[^>]*dir="ltr"/u,
      );
      expect(code.html).toMatch(/<p dir="ltr"[^>]*>123456<\/p>/u);
    }
    expect(everyMessage('fr').signIn.html).toContain('<html lang="fr" dir="ltr">');
  });
});

describe('chooseMailLanguage', () => {
  const site = mailLanguages({ locales: ['en', 'de', 'ar', 'pt-BR'], defaultLocale: 'en' });

  it("takes the page's language, or the best the header names among the site's locales", () => {
    expect(chooseMailLanguage('de', site)).toBe('de');
    expect(chooseMailLanguage('de-CH', site)).toBe('de');
    expect(chooseMailLanguage('fr;q=1, ar;q=0.8, de;q=0.5', site)).toBe('ar');
  });

  it("falls back to the site's default locale, then English", () => {
    expect(chooseMailLanguage('pt-BR', site)).toBe('en');
    expect(chooseMailLanguage('ko', site)).toBe('en');
    expect(chooseMailLanguage(undefined, site)).toBe('en');
    const german = mailLanguages({ locales: ['de', 'en'], defaultLocale: 'de' });
    expect(chooseMailLanguage('ko', german)).toBe('de');
    expect(chooseMailLanguage('', german)).toBe('de');
    expect(chooseMailLanguage('ko', mailLanguages({ locales: ['ko'], defaultLocale: 'ko' }))).toBe('en');
  });

  it('never picks a language the site has no locale in, whatever the browser prefers', () => {
    const englishOnly = mailLanguages({ locales: ['en'], defaultLocale: 'en' });
    expect(chooseMailLanguage('fr-FR,fr;q=0.9', englishOnly)).toBe('en');
  });
});
