/**
 * Formatting that must give the same text on the server and in every browser (hydration), so Gregorian dates
 * never go through `Intl` or `toLocaleDateString`, whose output depends on the runtime's locale data and time
 * zone: they are written with the theme's texts of the page's language instead. Another calendar has no such
 * texts: its dates are `Intl`'s, as Docusaurus formats every date.
 */
import type { SiteLocale } from '../core/i18n/site-locales.ts';
import type { Translate } from './i18n/theme-strings.ts';

/** What a date is written in: the page's language and the calendar its locale names (`i18n.localeConfigs`). */
export type DateLocale = Pick<SiteLocale, 'htmlLang' | 'calendar'>;

/**
 * `2024-03-18` or `2024-03-18T10:00:00Z` → `March 18, 2024` as the page's language writes it (`18. März 2024`):
 * the calendar date as written, no time zone shift.
 */
export function formatDate(iso: string, t: Translate, locale: DateLocale): string {
  return formatCalendarDate(iso, t, locale, 'docgen.date.full');
}

/** `2024-03-18` → `Mar 18, 2024` (`18. Mär 2024`): the "last updated" date, as Docusaurus shortens it. */
export function formatShortDate(iso: string, t: Translate, locale: DateLocale): string {
  return formatCalendarDate(iso, t, locale, 'docgen.date.short');
}

/** `2024-03-18` → `March 18` (the archive lists a year's posts under the year). */
export function formatMonthDay(iso: string, t: Translate, locale: DateLocale): string {
  return formatCalendarDate(iso, t, locale, 'docgen.date.monthDay');
}

type DatePattern = 'docgen.date.full' | 'docgen.date.monthDay' | 'docgen.date.short';

/** The `Intl` fields of each pattern, as Docusaurus asks for them. */
const INTL_FIELDS: Record<DatePattern, Intl.DateTimeFormatOptions> = {
  'docgen.date.full': { year: 'numeric', month: 'long', day: 'numeric' },
  'docgen.date.monthDay': { month: 'long', day: 'numeric' },
  'docgen.date.short': { year: 'numeric', month: 'short', day: 'numeric' },
};

/** The month names each pattern writes. */
const MONTH_NAMES: Record<DatePattern, 'docgen.date.months' | 'docgen.date.monthsShort'> = {
  'docgen.date.full': 'docgen.date.months',
  'docgen.date.monthDay': 'docgen.date.months',
  'docgen.date.short': 'docgen.date.monthsShort',
};

function formatCalendarDate(iso: string, t: Translate, locale: DateLocale, pattern: DatePattern): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year = '', month = '', day = ''] = match;
  if (locale.calendar !== 'gregory') {
    // The written date is the day meant, wherever the page is read: formatted at UTC midnight, in UTC.
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    const fields = { ...INTL_FIELDS[pattern], calendar: locale.calendar, timeZone: 'UTC' };
    return new Intl.DateTimeFormat(locale.htmlLang, fields).format(date);
  }
  const monthName = t(MONTH_NAMES[pattern]).split('|')[Number(month) - 1];
  if (!monthName) return iso;
  return t(pattern, { year, month: monthName, day: Number(day) });
}

/** A reading time as shown: `3.2` → `4` minutes, never less than one. */
export function shownReadingMinutes(minutes: number): number {
  return Math.max(1, Math.ceil(minutes));
}
