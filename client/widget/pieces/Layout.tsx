/** Layout pieces: the divider with text, and the light/dark/auto theme wrapper. */
import { useEffect, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';

export function Divider({ children }: { children?: ReactNode }): ReactElement {
  return (
    <div className="sid-divider" role="separator">
      {children && <span className="sid-divider__text">{children}</span>}
    </div>
  );
}

export type ThemeMode = 'light' | 'dark' | 'auto';

function systemDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

/** Follows the system preference in `auto` mode, live. */
function useResolvedTheme(mode: ThemeMode): 'light' | 'dark' {
  const [dark, setDark] = useState(() => (mode === 'auto' ? systemDark() : mode === 'dark'));
  useEffect(() => {
    if (mode !== 'auto') return setDark(mode === 'dark');
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setDark(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [mode]);
  return dark ? 'dark' : 'light';
}

export function ThemeRoot(props: {
  theme?: ThemeMode;
  style?: Record<string, string>;
  className?: string;
  children: ReactNode;
}): ReactElement {
  const resolved = useResolvedTheme(props.theme ?? 'light');
  return (
    <div
      className={['sid-theme-root', `sid-theme-root__${resolved}`, props.className].filter(Boolean).join(' ')}
      data-sid-theme={props.theme ?? 'light'}
      style={props.style as CSSProperties | undefined}
    >
      {props.children}
    </div>
  );
}
