/**
 * Dates as the page's locale writes them (`18. März 2024`, `١٨ مارس ٢٠٢٤`), in its calendar (`localeConfigs`),
 * as Docusaurus formats them. The calendar date is taken as written, in UTC, so no time zone shifts it a day,
 * and every option is spelled out: the server's render and the browser's hydration agree on the text.
 */
import { useMemo } from 'react';
import type { SiteLocale } from '../../core/i18n/site-locales.ts';
import { useSiteContext } from '../site-context.ts';

/** `long`: a post's date; `monthDay`: a post in its year of the archive; `short`: "last updated" (`Mar 18, 2024`). */
export type DateStyle = 'long' | 'monthDay' | 'short';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  monthDay: { month: 'long', day: 'numeric' },
  short: { year: 'numeric', month: 'short', day: 'numeric' },
};

export type DateLocale = Pick<SiteLocale, 'htmlLang' | 'calendar'>;

/** `2024-03-18` or `2024-03-18T10:00:00Z` in `locale`; the text as it is when it is no date. */
export function formatDate(iso: string, locale: DateLocale, style: DateStyle = 'long'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/u.exec(iso);
  if (!match) return iso;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime())) return iso;
  return new Intl.DateTimeFormat(locale.htmlLang, {
    ...STYLES[style],
    calendar: locale.calendar,
    timeZone: 'UTC',
  }).format(day);
}

/** `formatDate` in the page's locale. */
export function useFormatDate(): (iso: string, style?: DateStyle) => string {
  const { locale } = useSiteContext().site;
  return useMemo(() => (iso: string, style?: DateStyle) => formatDate(iso, locale, style), [locale]);
}
