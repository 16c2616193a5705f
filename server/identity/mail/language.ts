/**
 * Which language a reader's messages are written in. The widget sends the page's language as `Accept-Language`
 * (a header a page may set on its requests); a browser that sends its own is read the same way. Only languages
 * the site has locales in are picked, so a reader of an English-only site gets English mail whatever their
 * browser prefers; with no match, the site's default locale's language, else English.
 */
import Negotiator from 'negotiator';
import { mailLanguageOf } from '../../../core/identity/mail-overrides.ts';
import type { MailLanguage } from './texts/index.ts';

/** The site's locales as `<html lang>` writes them (`de`, `pt-BR`), and its default one. */
export interface SiteMailLocales {
  locales: readonly string[];
  defaultLocale: string;
}

export interface MailLanguages {
  /** The site's locales that have a mail language, as `<html lang>` writes them. */
  offered: readonly string[];
  fallback: MailLanguage;
}

export function mailLanguages(site: SiteMailLocales): MailLanguages {
  return {
    offered: site.locales.filter((locale) => mailLanguageOf(locale) !== undefined),
    fallback: mailLanguageOf(site.defaultLocale) ?? 'en',
  };
}

export function chooseMailLanguage(
  acceptLanguage: string | undefined,
  languages: MailLanguages,
): MailLanguage {
  // Without the header, Negotiator would take every locale as acceptable and answer the first.
  if (!acceptLanguage?.trim()) return languages.fallback;
  const negotiator = new Negotiator({ headers: { 'accept-language': acceptLanguage } });
  const [best] = negotiator.languages([...languages.offered]);
  return (best === undefined ? undefined : mailLanguageOf(best)) ?? languages.fallback;
}
