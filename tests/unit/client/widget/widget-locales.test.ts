import { describe, expect, it } from 'vitest';
import { TEXT } from '../../../../client/widget/text/index.ts';
import { widgetTexts } from '../../../../client/widget/text/locales/index.ts';

const tokens = (text: string) => [...text.matchAll(/\{\{([A-Z_]+)\}\}/gu)].map((match) => match[1]);

describe("the widget's texts per locale", () => {
  for (const locale of ['de', 'fr', 'es', 'ja', 'ar', 'he'])
    it(`${locale}: translates the sign-in screens and errors, keeping only tokens the English text has`, () => {
      const texts = widgetTexts(locale);
      const english: Record<string, string> = { ...TEXT, 'initial.title': 'Welcome to {{SITE_TITLE}}' };
      for (const key of [
        'initial.subtitle',
        'authenticating.title.emailLink',
        'success.title',
        'error.title',
      ])
        expect(texts[key], `${locale} ${key}`).not.toBe(english[key]);
      for (const [key, text] of Object.entries(texts)) {
        expect(english, `${locale} ${key} is no widget text`).toHaveProperty([key]);
        for (const token of tokens(text))
          expect(tokens(english[key] ?? ''), `${locale} ${key}`).toContain(token);
      }
    });

  it('reads a regional locale as its language, and any other as English', () => {
    expect(widgetTexts('fr-CA')['initial.submit']).toBe('Continuer');
    expect(widgetTexts('xx')).toEqual({ 'initial.title': 'Welcome to {{SITE_TITLE}}' });
  });
});
