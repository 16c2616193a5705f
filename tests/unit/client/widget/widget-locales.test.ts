import { beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '../../../../client/widget/text/index.ts';
import { widgetTexts } from '../../../../client/widget/text/locales/index.ts';

const LOCALES = ['de', 'fr', 'es', 'ja', 'ar', 'he'];

/** The English texts as the widget shows them: the welcome names the site. */
const ENGLISH: Record<string, string> = { ...TEXT, ...(await widgetTexts('en')) };

/** Every English text a reader sees: not the entry for a missing key, nor the texts that show nothing. */
const SHOWN_KEYS = Object.keys(ENGLISH).filter((key) => key !== '' && ENGLISH[key] !== '');

/** Texts only ever shown for a count of one: a language may write the number as a word ("שנייה אחת"). */
const COUNT_OF_ONE = new Set(['wait.second', 'wait.minute', 'delayedPrompt.timeRemaining.singular']);
const COUNT_TOKENS = new Set(['COUNT', 'TIME_REMAINING']);

const tokens = (text: string) => [...text.matchAll(/\{\{([A-Z_]+)\}\}/gu)].map((match) => match[1]!).sort();

describe("the widget's texts per locale", () => {
  for (const locale of LOCALES) {
    let texts: Record<string, string>;
    beforeAll(async () => {
      texts = await widgetTexts(locale);
    });

    it(`${locale}: translates every text of every screen, and nothing that is no widget text`, () => {
      expect(Object.keys(texts).sort()).toEqual([...SHOWN_KEYS].sort());
      for (const key of SHOWN_KEYS) expect(texts[key]?.trim(), `${locale} ${key}`).not.toBe('');
      for (const key of [
        'initial.subtitle',
        'authenticating.title.emailLink',
        'authenticating.setPassword.title',
        'success.title',
        'error.title',
        'error.title.sso',
        'kyc.mobile.title',
        'gdpr.dialog.title',
      ])
        expect(texts[key], `${locale} ${key}`).not.toBe(ENGLISH[key]);
    });

    it(`${locale}: keeps exactly the tokens of each English text`, () => {
      for (const key of SHOWN_KEYS) {
        const english = tokens(ENGLISH[key]!);
        const kept = COUNT_OF_ONE.has(key)
          ? [english, english.filter((token) => !COUNT_TOKENS.has(token))]
          : [english];
        expect(kept, `${locale} ${key}`).toContainEqual(tokens(texts[key] ?? ''));
      }
    });
  }

  it('reads a regional locale as its language, and any other as English', async () => {
    expect((await widgetTexts('fr-CA'))['initial.submit']).toBe('Continuer');
    expect(await widgetTexts('xx')).toEqual({ 'initial.title': 'Welcome to {{SITE_TITLE}}' });
  });

  it('fetches each language once, whatever region or case names it', () => {
    expect(widgetTexts('de-CH')).toBe(widgetTexts('DE'));
    expect(widgetTexts('xx')).toBe(widgetTexts('en-GB'));
  });
});
