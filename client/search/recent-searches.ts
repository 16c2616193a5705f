import { readStorage, STORAGE_KEYS, writeStorage } from '../../theme/storage.ts';

const MAX_RECENT = 5;

/** The reader's last searches that led somewhere, newest first (kept in this browser only). */
export function recentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(readStorage(STORAGE_KEYS.recentSearches) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): void {
  const trimmed = query.trim();
  if (!trimmed) return;
  const next = [trimmed, ...recentSearches().filter((item) => item !== trimmed)].slice(0, MAX_RECENT);
  writeStorage(STORAGE_KEYS.recentSearches, JSON.stringify(next));
}
