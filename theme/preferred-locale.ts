import { useEffect } from 'react';
import type { LocaleAlternate } from '../core/site/page-data.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** The cookie naming the reader's chosen locale, for a server that sends readers to it. */
const LOCALE_COOKIE = 'docgen_locale';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the locale the reader chose in the locale dropdown (browser storage, and a cookie). */
export function savePreferredLocale(locale: string): void {
  writeStorage(STORAGE_KEYS.preferredLocale, locale);
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * A reader who chose a locale before and opens a page in another one (a bookmark, a link from elsewhere) is
 * taken to the same page in their locale, when it is translated there. Once per page load: after that, the
 * locale they browse in is the one they navigate to.
 */
export function useRememberedLocale(
  current: string,
  alternates: readonly LocaleAlternate[] | undefined,
): void {
  useEffect(() => {
    const preferred = readStorage(STORAGE_KEYS.preferredLocale);
    if (!preferred || preferred === current) return;
    const target = alternates?.find((alternate) => alternate.locale === preferred && alternate.translated);
    if (target) location.replace(target.href + location.hash);
    // The page the reader landed on only: client navigation keeps the navbar, and this effect, mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
