import { useEffect, useSyncExternalStore } from 'react';
import { versionsOf } from '../core/site/doc-instances.ts';
import type { SiteData, VersionData } from '../core/site/page-data.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** Fired on `window` when this tab saves a preferred version (other tabs hear the `storage` event). */
const CHANGE_EVENT = 'docgen:preferred-version';

/** Remembers the docs version the reader chose in the version dropdown. */
export function savePreferredVersion(pluginId: string, versionName: string): void {
  writeStorage(STORAGE_KEYS.preferredVersion(pluginId), versionName);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Forgets a saved preferred version that this site no longer has (e.g. after a version was removed). */
export function useForgetUnknownPreferredVersion(site: SiteData): void {
  const key = STORAGE_KEYS.preferredVersion(site.docs.pluginId);
  const names = site.versions.map((v) => v.name).join('\n');
  useEffect(() => {
    const saved = readStorage(key);
    if (saved !== null && !names.split('\n').includes(saved)) {
      removeStorage(key);
      window.dispatchEvent(new Event(CHANGE_EVENT));
    }
  }, [key, names]);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The saved preferred version, if this site has it. Undefined on the server and during hydration (so both
 * render the same), then the stored choice.
 */
export function usePreferredVersion(site: SiteData, instance = site.docs.pluginId): VersionData | undefined {
  const key = STORAGE_KEYS.preferredVersion(instance);
  const name = useSyncExternalStore(
    subscribe,
    () => readStorage(key),
    () => null,
  );
  return name === null ? undefined : versionsOf(site.versions, instance).find((v) => v.name === name);
}
