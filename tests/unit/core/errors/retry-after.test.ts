import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, waitUnits } from '../../../../core/errors/retry-after.ts';

const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);

describe('retryAfterSeconds', () => {
  it('reads delta seconds and HTTP dates, and knows no wait from anything else', () => {
    expect(retryAfterSeconds('52', NOW)).toBe(52);
    expect(retryAfterSeconds(' 0 ', NOW)).toBe(0);
    expect(retryAfterSeconds(new Date(NOW + 90_500).toUTCString(), NOW)).toBe(90);
    expect(retryAfterSeconds(new Date(NOW - 5_000).toUTCString(), NOW)).toBe(0);
    for (const none of [null, undefined, '', '-3', '1.5', 'soon'])
      expect(retryAfterSeconds(none, NOW)).toBeUndefined();
  });
});

describe('waitUnits', () => {
  it('counts seconds under two minutes and whole minutes, rounded up, from there', () => {
    expect(waitUnits(1)).toEqual({ count: 1, unit: 'second' });
    expect(waitUnits(52)).toEqual({ count: 52, unit: 'second' });
    expect(waitUnits(119)).toEqual({ count: 119, unit: 'second' });
    expect(waitUnits(120)).toEqual({ count: 2, unit: 'minute' });
    expect(waitUnits(3118)).toEqual({ count: 52, unit: 'minute' });
  });
});
