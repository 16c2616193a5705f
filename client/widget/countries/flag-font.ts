/**
 * The fallback for browsers that draw flag emoji as letter pairs (Chromium on Windows has no flag glyphs): the
 * Twemoji flag font of country-flag-emoji-polyfill, shipped in the bundle because the Content-Security-Policy
 * allows no font CDN. It is registered the first time the country list opens, and only when the browser draws
 * colour emoji but no flags. See docs/architecture.md, "The sign-in widget's flags".
 */
import { polyfillCountryFlagEmojis } from 'country-flag-emoji-polyfill';
import flagFontUrl from 'country-flag-emoji-polyfill/dist/TwemojiCountryFlags.woff2?url';

/** Named first in the font stack of `.sid-country__flag` (widget.css). */
export const FLAG_FONT_FAMILY = 'Twemoji Country Flags';

/**
 * Tests whether the browser draws flags and, when it cannot, registers the font under `family` (limited by
 * unicode-range to flags), returning whether it did. The package's polyfill does both: its `@font-face`
 * `<style>` is allowed by the site's style-src.
 */
export type FlagFontPolyfill = (family: string, url: string) => boolean;

/** A loader that runs the test (and so the registration) once, however often the list opens. */
export function createFlagFontLoader(polyfill: FlagFontPolyfill = polyfillCountryFlagEmojis): () => void {
  let tested = false;
  return () => {
    if (tested) return;
    tested = true;
    try {
      polyfill(FLAG_FONT_FAMILY, flagFontUrl);
    } catch {
      // No 2D canvas to test with (disabled, or not a browser): the flags stay as the browser draws them.
    }
  };
}

export const loadFlagFontIfNeeded = createFlagFontLoader();
