import rtlDetect from 'rtl-detect';
import type { SiteConfig } from '../config/schema.ts';

/**
 * One locale of the site with every setting resolved, as Docusaurus resolves `i18n.localeConfigs`: what the
 * generator builds each locale with and what the theme shows (the locale dropdown, `<html lang dir>`).
 */
export interface SiteLocale {
  /** Its name in `i18n.locales` (`de`), also its folder `content/i18n/<locale>/`. */
  locale: string;
  /** The language's own name (`Deutsch`). */
  label: string;
  direction: 'ltr' | 'rtl';
  /** `<html lang>` and `hreflang`. */
  htmlLang: string;
  calendar: string;
  /** The route prefix without slashes (`de`); unused by the default locale. */
  path: string;
  /** The default locale keeps the site's routes; every other lives under `/<path>/…`. */
  isDefault: boolean;
}

/** The site's locales, in `i18n.locales` order, with Docusaurus' defaults filled in. */
export function siteLocales(i18n: SiteConfig['i18n']): SiteLocale[] {
  return i18n.locales.map((locale) => {
    const given = i18n.localeConfigs[locale] ?? {};
    return {
      locale,
      label: given.label ?? languageName(locale),
      direction: given.direction ?? rtlDetect.getLangDir(locale),
      htmlLang: given.htmlLang ?? locale,
      calendar: given.calendar ?? 'gregory',
      path: given.path ?? locale,
      isDefault: locale === i18n.defaultLocale,
    };
  });
}

/** The site's default locale. */
export function defaultSiteLocale(locales: readonly SiteLocale[]): SiteLocale {
  const found = locales.find((locale) => locale.isDefault);
  if (!found) throw new Error('A site has a default locale (the config schema checks it).');
  return found;
}

/** The name a language gives itself, capitalised as a label (`Deutsch`, `Français`), as Docusaurus labels it. */
function languageName(locale: string): string {
  const name = languageNameIn(locale, locale);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * A language's name as a sentence in `inLocale` writes it (`Englisch` in German, `anglais` in French), for texts
 * that name a language mid-sentence, where a label's capital would be wrong.
 */
export function languageNameIn(locale: string, inLocale: string): string {
  return new Intl.DisplayNames([inLocale], { type: 'language' }).of(locale) ?? locale;
}
