import type { ColorMode } from '../../theme/color-mode.ts';

export type { ColorMode };

/** The mode the page shows now (`<html data-theme>`, the theme's source of truth). */
export function currentColorMode(): ColorMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Calls `onChange` whenever the page's colour mode changes (the toggle, or another tab). */
export function watchColorMode(onChange: (mode: ColorMode) => void): () => void {
  let last = currentColorMode();
  const observer = new MutationObserver(() => {
    const mode = currentColorMode();
    if (mode === last) return;
    last = mode;
    onChange(mode);
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
