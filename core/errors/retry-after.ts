/**
 * The wait a `429` names in its `Retry-After` header, for the reader-facing "try again in 52 seconds" (the
 * widget's and search's). The header holds seconds or an HTTP date (RFC 9110, section 10.2.3); anything else
 * means no wait is known, and the reader is told to try again later.
 */
export function retryAfterSeconds(header: string | null | undefined, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  if (!value.endsWith('GMT')) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A wait as a reader reads it: seconds under two minutes, whole minutes (rounded up) from there. */
export function waitUnits(seconds: number): { count: number; unit: 'second' | 'minute' } {
  const whole = Math.max(0, Math.ceil(seconds));
  return whole < 120 ? { count: whole, unit: 'second' } : { count: Math.ceil(whole / 60), unit: 'minute' };
}
