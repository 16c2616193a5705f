/**
 * Formatting that must give the same text on the server and in every browser (hydration), so it never goes
 * through `Intl` or `toLocaleDateString`, whose output depends on the runtime's locale data and time zone: dates
 * are written with the theme's texts of the page's language instead.
 */
import type { Translate } from './i18n/theme-strings.ts';

/**
 * `2024-03-18` or `2024-03-18T10:00:00Z` → `March 18, 2024` as the page's language writes it (`18. März 2024`):
 * the calendar date as written, no time zone shift.
 */
export function formatDate(iso: string, t: Translate): string {
  return formatCalendarDate(iso, t, 'docgen.date.full');
}

/** `2024-03-18` → `March 18` (the archive lists a year's posts under the year). */
export function formatMonthDay(iso: string, t: Translate): string {
  return formatCalendarDate(iso, t, 'docgen.date.monthDay');
}

function formatCalendarDate(iso: string, t: Translate, pattern: 'docgen.date.full' | 'docgen.date.monthDay') {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = match ? t('docgen.date.months').split('|')[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return t(pattern, { year: match[1] ?? '', month, day: Number(match[3]) });
}

/** A reading time as shown: `3.2` → `4` minutes, never less than one. */
export function shownReadingMinutes(minutes: number): number {
  return Math.max(1, Math.ceil(minutes));
}

/** `1` → `1 post`, `3` → `3 posts`. */
export function formatPostCount(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`;
}
