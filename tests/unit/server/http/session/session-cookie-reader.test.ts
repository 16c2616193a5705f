import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../../../server/http/session/session-cookie.ts';
import { createSessionCookieReader } from '../../../../../server/http/session/session-cookie-reader.ts';

const state: SessionState = {
  reader: { jti: 'j', person_id: 'p', oid: 'o', iat: 1, exp: 2, factors: 1, groups: [] },
  startedAt: 1,
  seenAt: 2,
};
const valueOf = (header: string) => /(?:^|; )s=([^;]*)/.exec(header)?.[1];

function reader(check: (raw: string) => SessionState | undefined, maxEntries?: number) {
  const valueOfSpy = vi.fn(valueOf);
  return {
    valueOf: valueOfSpy,
    cookies: createSessionCookieReader({ valueOf: valueOfSpy, check, maxEntries }),
  };
}

describe('the session cookie reader', () => {
  it('checks a cookie once, then remembers its state, on any connection', () => {
    const check = vi.fn(() => state);
    const { cookies } = reader(check);
    expect(cookies.stateOf({}, 's=good')).toBe(state);
    expect(cookies.stateOf({}, 'other=1; s=good')).toBe(state);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('does not even parse a header its connection sent just before', () => {
    const { cookies, valueOf: parsed } = reader(() => state);
    const connection = {};
    for (let i = 0; i < 3; i++) expect(cookies.stateOf(connection, 's=good')).toBe(state);
    expect(parsed).toHaveBeenCalledTimes(1);
    expect(cookies.stateOf(connection, 's=good; theme=dark')).toBe(state);
    expect(parsed).toHaveBeenCalledTimes(2);
  });

  it('checks a refused cookie again on every new header: only good ones are remembered by value', () => {
    const check = vi.fn(() => undefined);
    const { cookies } = reader(check);
    expect(cookies.stateOf({}, 's=forged')).toBeUndefined();
    expect(cookies.stateOf({}, 's=forged')).toBeUndefined();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('has no state without a header or without the session cookie in it', () => {
    const check = vi.fn(() => state);
    const { cookies } = reader(check);
    expect(cookies.stateOf({}, undefined)).toBeUndefined();
    expect(cookies.stateOf({}, 'theme=dark')).toBeUndefined();
    expect(check).not.toHaveBeenCalled();
  });

  it('stays bounded, checking cookies again once it forgot them', () => {
    const check = vi.fn(() => state);
    const { cookies } = reader(check, 2);
    for (const raw of ['a', 'b', 'c', 'a']) cookies.stateOf({}, `s=${raw}`);
    expect(check).toHaveBeenCalledTimes(4);
  });
});
