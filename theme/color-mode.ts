import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * Colour mode: light or dark, saved under `theme`, synced across tabs. The source of truth in the page
 * is `<html data-theme>`, which the HTML shell sets from storage before first paint; every toggle instance
 * subscribes to that attribute, so they always agree. The server snapshot is the configured default, so
 * hydration matches and the real mode follows right after.
 */
export type ColorMode = 'light' | 'dark';

function asMode(value: string | null | undefined, fallback: ColorMode): ColorMode {
  return value === 'dark' || value === 'light' ? value : fallback;
}

function applyColorMode(mode: ColorMode): void {
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}

/** Applies a mode chosen by the reader and remembers it (other tabs follow through the `storage` event). */
function saveColorMode(mode: ColorMode): void {
  applyColorMode(mode);
  writeStorage(STORAGE_KEYS.colorMode, mode);
}

function subscribeTo(defaultMode: ColorMode) {
  return (onChange: () => void): (() => void) => {
    const observer = new MutationObserver(onChange);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.colorMode || event.key === null)
        applyColorMode(asMode(event.newValue, defaultMode));
    };
    window.addEventListener('storage', onStorage);
    return () => {
      observer.disconnect();
      window.removeEventListener('storage', onStorage);
    };
  };
}

export function useColorMode(defaultMode: ColorMode): [ColorMode, (mode: ColorMode) => void] {
  const subscribe = useMemo(() => subscribeTo(defaultMode), [defaultMode]);
  const mode = useSyncExternalStore(
    subscribe,
    () => asMode(document.documentElement.dataset.theme, defaultMode),
    () => defaultMode,
  );
  return [mode, saveColorMode];
}
