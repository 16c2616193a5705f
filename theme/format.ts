/** Numbers and counts as the theme shows them (dates: `i18n/format-date.ts`). */

/** A reading time as shown: `3.2` → `4` minutes, never less than one. */
export function shownReadingMinutes(minutes: number): number {
  return Math.max(1, Math.ceil(minutes));
}

/** `1` → `1 post`, `3` → `3 posts`. */
export function formatPostCount(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`;
}
