import { describe, expect, it } from 'vitest';
import { siteMailTexts } from '../../../../core/identity/mail-overrides.ts';

const problemsOf = (files: Record<string, unknown>) => siteMailTexts(files).problems;

describe("checking a site's wording of the sign-in messages", () => {
  it('keeps each text by the language of its locale, a regional locale included', () => {
    const { texts, problems } = siteMailTexts({
      'de-CH': { 'code.subject': '{code} ist Ihr Code für {siteTitle}' },
      en: { 'signIn.button': 'Sign in' },
    });
    expect(problems).toEqual([]);
    expect(texts).toEqual({
      de: { 'code.subject': '{code} ist Ihr Code für {siteTitle}' },
      en: { 'signIn.button': 'Sign in' },
    });
  });

  it('names the file and key of a token the message does not fill in, and of an essential token left out', () => {
    expect(
      problemsOf({ fr: { 'signIn.subject': 'Connexion à {site}', 'sms.link': 'Ouvrez le lien.' } }),
    ).toEqual([
      {
        file: 'content/i18n/fr/docgen-mail.json',
        message: '"signIn.subject" has {site}, which this message does not fill in (it has {siteTitle})',
      },
      { file: 'content/i18n/fr/docgen-mail.json', message: '"sms.link" must keep {link}' },
    ]);
  });

  it('refuses what is not a text, a device phrase, a file that is no object, a language without messages and a second file of one language', () => {
    const messages = problemsOf({
      en: { 'signIn.button': 3, 'device.unknown': 'some browser' },
      fr: ['not', 'an', 'object'],
      it: { 'signIn.button': 'Accedi' },
      de: {},
      'de-AT': {},
    }).map((problem) => `${problem.file}: ${problem.message}`);
    expect(messages).toEqual([
      'content/i18n/en/docgen-mail.json: "signIn.button" must be a text',
      expect.stringMatching(
        /^content\/i18n\/en\/docgen-mail\.json: "device\.unknown" is not a text of the sign-in messages/u,
      ),
      'content/i18n/fr/docgen-mail.json: not a JSON object of "<key>": "<text>"',
      'content/i18n/it/docgen-mail.json: docgen writes sign-in messages in en, de, fr, es, ja, ar, he only, not in it.',
      'content/i18n/de-AT/docgen-mail.json: content/i18n/de/docgen-mail.json already words the de messages: keep one file per language.',
    ]);
  });
});
