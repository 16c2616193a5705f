import { useEffect, useState } from 'react';
import { NAVBAR_HEIGHT } from '../constants.ts';

/** A heading counts as reached once its top passes this line below the navbar (px from the viewport top). */
const READING_LINE = NAVBAR_HEIGHT + 16;

function headingInView(ids: readonly string[]): string | undefined {
  let reached: string | undefined;
  for (const id of ids) {
    const heading = document.getElementById(id);
    if (!heading) continue;
    if (heading.getBoundingClientRect().top > READING_LINE) break;
    reached = id;
  }
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atBottom && ids.length > 0) return ids[ids.length - 1];
  if (reached) return reached;
  // Above the first heading: highlight it once it is on screen.
  const first = ids[0] ? document.getElementById(ids[0]) : null;
  return first && first.getBoundingClientRect().top < window.innerHeight ? ids[0] : undefined;
}

/**
 * The id of the section being read: the last heading that scrolled past the navbar (the last one at the bottom
 * of the page). Undefined on the server and until mounted, so the first render matches the server HTML.
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join('\n');

  useEffect(() => {
    const list = key === '' ? [] : key.split('\n');
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(headingInView(list));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);

  return active;
}
