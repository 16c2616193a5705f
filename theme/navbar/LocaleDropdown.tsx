import type { ReactElement } from 'react';
import { useTranslate } from '../i18n/use-translate.ts';
import { savePreferredLocale, useRememberedLocale } from '../preferred-locale.ts';
import { useSiteContext } from '../site-context.ts';
import { Dropdown, type DropdownEntry } from './Dropdown.tsx';

/**
 * Lists the site's locales (Docusaurus' `localeDropdown`): each entry leads to this page, in this version, in
 * that locale (the page's alternates), in the locale's own language; choosing one remembers it. None on a site
 * with one locale.
 */
export function LocaleDropdown({ mobile }: { mobile?: boolean }): ReactElement | null {
  const { site, page } = useSiteContext();
  const t = useTranslate();
  useRememberedLocale(site.locale.locale, page.alternates);
  if (site.locales.length < 2) return null;
  const htmlLang = new Map(site.locales.map((locale) => [locale.locale, locale.htmlLang]));
  const entries: DropdownEntry[] = (page.alternates ?? []).map((alternate) => ({
    label: alternate.label,
    href: alternate.href,
    active: alternate.locale === site.locale.locale,
    lang: htmlLang.get(alternate.locale),
    onSelect: () => savePreferredLocale(alternate.locale),
  }));
  if (entries.length === 0) return null;
  return (
    <Dropdown
      label={mobile ? t('theme.navbar.mobileLanguageDropdown.label') : site.locale.label}
      entries={entries}
      mobile={mobile}
      className="locale-dropdown"
    />
  );
}
