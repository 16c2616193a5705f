import type { ReactElement } from 'react';
import { useColorMode } from '../color-mode.ts';
import { MoonIcon, SunIcon } from '../common/icons.tsx';
import { useSiteContext } from '../site-context.ts';

/**
 * The dark/light switch. Both icons are rendered and CSS shows the one for `<html data-theme>`, so the right
 * icon shows before hydration; the label follows the mode once hydrated.
 */
export function ColorModeToggle(): ReactElement | null {
  const { site } = useSiteContext();
  const [mode, setMode] = useColorMode(site.colorMode.defaultMode);
  if (site.colorMode.disableSwitch) return null;
  return (
    <button
      type="button"
      className="navbar__item color-mode-toggle"
      aria-label={`Switch between dark and light mode (currently ${mode} mode)`}
      title={`Switch between dark and light mode (currently ${mode} mode)`}
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
