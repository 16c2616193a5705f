import { useEffect, useState } from 'react';
import { DESKTOP_BREAKPOINT, SCROLL_LOCK_CLASS } from '../constants.ts';

export interface MobileMenu {
  open: boolean;
  /** True once the menu has been opened: its content is rendered from then on (keeps the server HTML small). */
  rendered: boolean;
  toggle: () => void;
  close: () => void;
}

/**
 * The slide-in menu at widths up to 996 px. The open state is tied to the route it was opened on, so
 * any navigation closes it. It also closes on Escape, on back/forward and when the window grows to desktop
 * width; while open, `<body>` carries the scroll-lock class.
 */
export function useMobileMenu(route: string): MobileMenu {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [rendered, setRendered] = useState(false);
  const open = openOn === route;
  const close = () => setOpenOn(null);
  const toggle = () => {
    setRendered(true);
    setOpenOn(open ? null : route);
  };

  useEffect(() => {
    if (!open) return;
    const closeMenu = () => setOpenOn(null);
    const onResize = () => {
      if (window.innerWidth > DESKTOP_BREAKPOINT) closeMenu();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    document.body.classList.add(SCROLL_LOCK_CLASS);
    window.addEventListener('resize', onResize);
    window.addEventListener('popstate', closeMenu);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.classList.remove(SCROLL_LOCK_CLASS);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('popstate', closeMenu);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, rendered, toggle, close };
}
