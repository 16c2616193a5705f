import { describe, expect, it } from 'vitest';
import { EN, type ThemeStringKey } from '../../../../theme/i18n/strings/en.ts';
import { pluralForm, THEME_LOCALES, themeTranslate } from '../../../../theme/i18n/theme-strings.ts';

const KEYS = Object.keys(EN) as ThemeStringKey[];
/** Texts that read the same as in English. */
const SAME_AS_ENGLISH = new Set([
  'fr docgen.wait.minutes',
  'fr theme.blog.archive.title',
  'fr theme.blog.archive.description',
  'de theme.docs.versionBadge.label',
  'fr theme.docs.versionBadge.label',
  'fr docgen.signIn.assistants',
]);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/gu)].map((match) => match[1]).sort();

describe('the theme texts', () => {
  it('ship in English, German, French, Spanish, Japanese, Arabic and Hebrew', () => {
    expect(THEME_LOCALES.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'he', 'ja']);
  });

  it('are translated in every locale, with the placeholders of the English text', () => {
    for (const locale of THEME_LOCALES.filter((one) => one !== 'en')) {
      const t = themeTranslate(locale);
      for (const key of KEYS) {
        const text = t(key);
        expect(text, `${locale} ${key}`).not.toBe('');
        if (!SAME_AS_ENGLISH.has(`${locale} ${key}`))
          expect(text === EN[key] && /[a-z]{4}/u.test(text), `${locale} ${key} left in English`).toBe(false);
        const forms = text.split('|');
        const englishNames = new Set(placeholders(EN[key]));
        for (const form of forms)
          for (const name of placeholders(form))
            expect(englishNames, `${locale} ${key} {${name}}`).toContain(name);
      }
    }
  });

  it('fill in placeholders, and pick the plural form the language has for a count', () => {
    expect(themeTranslate('de').plural('theme.blog.post.readingTime.plurals', 1, { readingTime: 1 })).toBe(
      'Eine Minute Lesezeit',
    );
    expect(themeTranslate('de').plural('docgen.wait.seconds', 12)).toBe('12 Sekunden');
    expect(themeTranslate('fr').plural('docgen.wait.minutes', 2)).toBe('2 minutes');
    expect(themeTranslate('ar').plural('docgen.wait.seconds', 2)).toBe('ثانيتين');
    expect(themeTranslate('ar').plural('docgen.wait.seconds', 5)).toBe('5 ثوانٍ');
    expect(themeTranslate('he').plural('docgen.wait.minutes', 2)).toBe('שתי דקות');
    expect(themeTranslate('ja').plural('docgen.wait.seconds', 30)).toBe('30秒');
    // A text with fewer forms than the language has categories takes its last form (French "many").
    expect(pluralForm('un|plusieurs', 1_000_000, 'fr')).toBe('plusieurs');
  });

  it("read a regional locale as its language, an unknown one as English, and the site's own texts first", () => {
    expect(themeTranslate('de-AT')('theme.docs.paginator.next')).toBe('Weiter');
    expect(themeTranslate('xx')('theme.docs.paginator.next')).toBe('Next');
    const site = themeTranslate('de', { 'theme.docs.paginator.next': 'Nächste Seite' });
    expect(site('theme.docs.paginator.next')).toBe('Nächste Seite');
  });
});
