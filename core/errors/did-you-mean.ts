import { closest, distance } from 'fastest-levenshtein';

/**
 * The known name a mistyped one most likely meant, or none when every known name is too far from it to be a typo
 * (a suggestion that has nothing to do with what was written is worse than none).
 */
export function didYouMean(written: string, known: Iterable<string>): string | undefined {
  const candidates = [...known].filter((name) => name !== written);
  if (candidates.length === 0) return undefined;
  const best = closest(written.toLowerCase(), candidates);
  const allowed = Math.max(2, Math.floor(written.length / 3));
  return distance(written.toLowerCase(), best.toLowerCase()) <= allowed ? best : undefined;
}
