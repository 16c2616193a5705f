// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentitySession } from '../../../../client/identity/session.ts';
import { createTokenStorage, type TokenStorageKind } from '../../../../client/identity/token-storage.ts';
import { BASE, fakeApi, jwt, ok } from '../../../helpers/fake-identity-api.ts';

const KEY = '@slashid/USER_TOKEN';
const COOKIE_NAME = encodeURIComponent(KEY);
const TOKEN = jwt({});

function clearCookies(): void {
  for (const entry of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${entry.split('=')[0]}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});
afterEach(() => {
  clearCookies();
  vi.restoreAllMocks();
});

describe('token storage', () => {
  it('memory (the default) keeps the token in this storage only', () => {
    const storage = createTokenStorage();
    storage.set(KEY, TOKEN);
    expect(storage.get(KEY)).toBe(TOKEN);
    expect(createTokenStorage('memory').get(KEY)).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    storage.remove(KEY);
    expect(storage.get(KEY)).toBeNull();
  });

  it('localStorage keeps it in localStorage, for every storage of the page', () => {
    const storage = createTokenStorage('localStorage');
    storage.set(KEY, TOKEN);
    expect(localStorage.getItem(KEY)).toBe(TOKEN);
    expect(createTokenStorage('localStorage').get(KEY)).toBe(TOKEN);
    expect(document.cookie).toBe('');
    storage.remove(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('cookie keeps it in a site-wide cookie, encoded', () => {
    const storage = createTokenStorage('cookie');
    storage.set(KEY, 'a token; with = signs');
    expect(document.cookie).toBe(`${COOKIE_NAME}=${encodeURIComponent('a token; with = signs')}`);
    expect(createTokenStorage('cookie').get(KEY)).toBe('a token; with = signs');
    expect(localStorage.length).toBe(0);
    storage.remove(KEY);
    expect(document.cookie).toBe('');
    expect(storage.get(KEY)).toBeNull();
  });

  it('logs and ignores a localStorage that refuses', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    const storage = createTokenStorage('localStorage');
    expect(() => storage.set(KEY, TOKEN)).not.toThrow();
    expect(storage.get(KEY)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the session with each token storage', () => {
  const where: Record<TokenStorageKind, () => string | null> = {
    memory: () => null,
    localStorage: () => localStorage.getItem(KEY),
    cookie: () => createTokenStorage('cookie').get(KEY),
  };

  it.each(Object.keys(where) as TokenStorageKind[])(
    '%s: a sign-in stores the token there, and logging out removes it',
    async (kind) => {
      const api = fakeApi({ 'POST /token/validate': ok({ valid: true }), 'POST /token/revoke': ok({}) });
      const options = { oid: 'org-1', baseURL: BASE, analyticsEnabled: false, fetch: api.fetch };
      const session = new IdentitySession({ ...options, tokenStorage: kind });
      session.adopt(session.load().userFromToken(TOKEN));
      expect(where[kind]()).toBe(kind === 'memory' ? null : TOKEN);

      // A new page restores the reader from the token its storage kept (memory keeps nothing across pages).
      const nextPage = new IdentitySession({ ...options, tokenStorage: kind });
      await nextPage.start();
      expect(nextPage.getSnapshot().isAuthenticated).toBe(kind !== 'memory');

      await session.logOut();
      expect(where[kind]()).toBeNull();
    },
  );
});
