/**
 * The only way the theme touches `localStorage`. Browser storage can throw (private mode, quota, disabled
 * cookies, sandboxed iframes): every failure is logged once per call and ignored, so a broken storage never
 * breaks a page. Call only from effects and event
 * handlers, never during render.
 */

/** Storage keys the theme owns. */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  announcementDismissed: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  recentSearches: 'docgen.search.recent',
  preferredLocale: 'docgen.locale',
  tabGroup: (groupId: string) => `docusaurus.tab.${groupId}`,
} as const;

function localStore(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

function report(action: string, key: string, error: unknown): void {
  console.warn(`[docgen] Could not ${action} "${key}" in browser storage; continuing without it.`, error);
}

export function readStorage(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch (error) {
    report('read', key, error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStore()?.setItem(key, value);
  } catch (error) {
    report('write', key, error);
  }
}

export function removeStorage(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch (error) {
    report('remove', key, error);
  }
}
