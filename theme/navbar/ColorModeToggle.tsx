import type { ReactElement } from 'react';
import { useColorMode } from '../color-mode.ts';
import { MoonIcon, SunIcon } from '../common/icons.tsx';
import { useTranslate } from '../i18n/use-translate.ts';
import { useSiteContext } from '../site-context.ts';

/**
 * The dark/light switch. Both icons are rendered and CSS shows the one for `<html data-theme>`, so the right
 * icon shows before hydration; the label follows the mode once hydrated.
 */
export function ColorModeToggle(): ReactElement | null {
  const { site } = useSiteContext();
  const [mode, setMode] = useColorMode(site.colorMode.defaultMode);
  const t = useTranslate();
  if (site.colorMode.disableSwitch) return null;
  const label = t('theme.colorToggle.ariaLabel', {
    mode: t(
      mode === 'dark' ? 'theme.colorToggle.ariaLabel.mode.dark' : 'theme.colorToggle.ariaLabel.mode.light',
    ),
  });
  return (
    <button
      type="button"
      className="navbar__item color-mode-toggle"
      aria-label={label}
      title={label}
      onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
    >
      <span className="color-mode-toggle__light">
        <SunIcon />
      </span>
      <span className="color-mode-toggle__dark">
        <MoonIcon />
      </span>
    </button>
  );
}
