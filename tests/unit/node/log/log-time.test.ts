import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoTimeOncePerMillisecond } from '../../../../node/log/open-log.ts';

afterEach(() => vi.useRealTimers());

describe('the time of log lines', () => {
  it("reads as pino's isoTime", () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T06:00:00.123Z') });
    expect(isoTimeOncePerMillisecond()()).toBe(pino.stdTimeFunctions.isoTime());
  });

  it('is formatted once per millisecond and follows the clock', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T06:00:00.123Z') });
    const time = isoTimeOncePerMillisecond();
    const first = time();
    expect(time()).toBe(first);
    vi.advanceTimersByTime(1);
    expect(time()).toBe(',"time":"2026-11-27T06:00:00.124Z"');
  });
});
