import { describe, expect, it } from 'vitest';
import { localizeRoute, splitLocaleRoute } from '../../../../core/i18n/locale-routes.ts';
import { siteLocales } from '../../../../core/i18n/site-locales.ts';

const locales = siteLocales({
  defaultLocale: 'en',
  locales: ['en', 'fr', 'ar', 'de'],
  localeConfigs: { en: { label: 'English' }, de: { path: 'deutsch', htmlLang: 'de-DE' } },
});
const [english, french, arabic, german] = locales;

describe('site locales', () => {
  it('fill in what Docusaurus fills in: the language’s own name, its direction, lang and path', () => {
    expect(
      locales.map(({ locale, label, direction, htmlLang, path, isDefault }) => ({
        locale,
        label,
        direction,
        htmlLang,
        path,
        isDefault,
      })),
    ).toEqual([
      { locale: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en', isDefault: true },
      { locale: 'fr', label: 'Français', direction: 'ltr', htmlLang: 'fr', path: 'fr', isDefault: false },
      { locale: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', path: 'ar', isDefault: false },
      {
        locale: 'de',
        label: 'Deutsch',
        direction: 'ltr',
        htmlLang: 'de-DE',
        path: 'deutsch',
        isDefault: false,
      },
    ]);
  });

  it('keep the default locale’s routes and put every other under its path', () => {
    expect(localizeRoute('/docs/intro', english!)).toBe('/docs/intro');
    expect(localizeRoute('/docs/intro', french!)).toBe('/fr/docs/intro');
    expect(localizeRoute('/', arabic!)).toBe('/ar');
    expect(localizeRoute('/blog', german!)).toBe('/deutsch/blog');
  });

  it('tell a route’s locale and its default-locale route apart', () => {
    expect(splitLocaleRoute('/fr/docs/intro', locales)).toEqual({ locale: french, route: '/docs/intro' });
    expect(splitLocaleRoute('/ar', locales)).toEqual({ locale: arabic, route: '/' });
    expect(splitLocaleRoute('/deutsch/blog', locales)).toEqual({ locale: german, route: '/blog' });
    expect(splitLocaleRoute('/french/docs', locales)).toEqual({ locale: english, route: '/french/docs' });
  });
});
