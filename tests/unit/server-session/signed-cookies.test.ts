import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../server/http/session/session-cookie.ts';
import { createSignedCookies } from '../../../server/http/session/signed-cookies.ts';

const state: SessionState = { token: 't', startedAt: 1, seenAt: 2 };

describe('signed cookies', () => {
  it('checks a cookie once, then remembers its state', () => {
    const cookies = createSignedCookies();
    const check = vi.fn(() => state);
    expect(cookies.stateOf('good', check)).toBe(state);
    expect(cookies.stateOf('good', check)).toBe(state);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks a refused cookie again every time: only good ones are remembered', () => {
    const cookies = createSignedCookies();
    const check = vi.fn(() => undefined);
    expect(cookies.stateOf('forged', check)).toBeUndefined();
    expect(cookies.stateOf('forged', check)).toBeUndefined();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stays bounded, checking cookies again once it forgot them', () => {
    const cookies = createSignedCookies(2);
    const check = vi.fn(() => state);
    for (const raw of ['a', 'b', 'c', 'a']) cookies.stateOf(raw, check);
    expect(check).toHaveBeenCalledTimes(4);
  });
});
