import { useEffect, useState } from 'react';
import { NAVBAR_HEIGHT } from '../constants.ts';

/** Ignore scroll jitter smaller than this (px). */
const THRESHOLD = 8;

/**
 * `navbar.hideOnScroll`: hidden while scrolling down, shown again on scrolling up and near the top.
 * Returns false on the server and until the reader scrolls.
 */
export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < NAVBAR_HEIGHT) setHidden(false);
      else if (Math.abs(y - last) >= THRESHOLD) setHidden(y > last);
      else return;
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);

  return enabled && hidden;
}
