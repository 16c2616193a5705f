/**
 * Formatting that must give the same text on the server and in every browser (hydration), so it never goes
 * through `Intl` or `toLocaleDateString`, whose output depends on the runtime's locale data and time zone.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2024-03-18` or `2024-03-18T10:00:00Z` → `March 18, 2024` (the calendar date as written, no time zone shift). */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** `2024-03-18` → `March 18` (the archive lists a year's posts under the year). */
export function formatMonthDay(iso: string): string {
  return formatDate(iso).replace(/, \d{4}$/, '');
}

/** A reading time as shown: `3.2` → `4` minutes, never less than one. */
export function shownReadingMinutes(minutes: number): number {
  return Math.max(1, Math.ceil(minutes));
}

/** `1` → `1 post`, `3` → `3 posts`. */
export function formatPostCount(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`;
}
