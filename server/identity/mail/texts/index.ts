/**
 * The e-mails' languages: each has every text of `en.ts`, and writes times and durations as its readers do.
 * Which one a message is written in is chosen per request (`../language.ts`).
 */
import { AR } from './ar.ts';
import { DE } from './de.ts';
import { EN, type MailTextKey, type MailTexts } from '../../../../core/identity/mail-texts-en.ts';
import type { MailLanguage, SiteMailTexts } from '../../../../core/identity/mail-overrides.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { HE } from './he.ts';
import { JA } from './ja.ts';

const TEXTS = { en: EN, de: DE, fr: FR, es: ES, ja: JA, ar: AR, he: HE } satisfies Record<
  MailLanguage,
  MailTexts
>;

export type { MailLanguage, MailTextKey };

/** The texts of `language`, each one the site words itself (`docgen-mail.json`) replaced. */
export function mailTexts(language: MailLanguage, site: SiteMailTexts = {}): MailTexts {
  return { ...TEXTS[language], ...site[language] };
}

const RIGHT_TO_LEFT: ReadonlySet<MailLanguage> = new Set(['ar', 'he']);

export function mailDirection(language: MailLanguage): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/**
 * When a message was asked for, in UTC (the service does not know the reader's time zone, so it says which one
 * it uses). English keeps the unambiguous `2030-01-02 03:04 UTC`; other languages write the date as they do.
 */
export function formatMailTime(date: Date, language: MailLanguage): string {
  if (language === 'en') return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const format = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(date)} UTC`;
}

/** A number of minutes with the language's own plural (`10 minutes`, `10 Minuten`, `١٠ دقائق`). */
export function formatMinutes(minutes: number, language: MailLanguage): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    minutes,
  );
}
