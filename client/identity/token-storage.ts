/**
 * Where the signed-in user's token is kept: memory (default), localStorage or a
 * cookie. Browser-storage failures are logged and ignored.
 */
import { readStorage, removeStorage, writeStorage } from '../../theme/storage.ts';

export type TokenStorageKind = 'memory' | 'localStorage' | 'cookie';

export interface TokenStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function memoryStorage(): TokenStorage {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** The theme's storage helpers, which log and ignore failures. */
const LOCAL_STORAGE: TokenStorage = { get: readStorage, set: writeStorage, remove: removeStorage };

function cookieStorage(): TokenStorage {
  const secure = () => (location.protocol === 'https:' ? '; Secure' : '');
  return {
    get: (key) => {
      const name = `${encodeURIComponent(key)}=`;
      const entry = document.cookie.split('; ').find((part) => part.startsWith(name));
      return entry === undefined ? null : decodeURIComponent(entry.slice(name.length));
    },
    set: (key, value) => {
      document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${secure()}`;
    },
    remove: (key) => {
      document.cookie = `${encodeURIComponent(key)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT${secure()}`;
    },
  };
}

export function createTokenStorage(kind: TokenStorageKind = 'memory'): TokenStorage {
  if (kind === 'localStorage') return LOCAL_STORAGE;
  if (kind === 'cookie') return cookieStorage();
  return memoryStorage();
}

/** localStorage JSON helpers for the SDK's own keys; failures are logged and ignored. */
export function readJson<T>(key: string): T | undefined {
  const text = readStorage(key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeStorage(key, JSON.stringify(value));
}
