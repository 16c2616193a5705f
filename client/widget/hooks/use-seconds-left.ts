/**
 * Counts a wait down once a second, from when the screen showing it appeared; undefined when no wait is known.
 */
import { useEffect, useState } from 'react';

export function useSecondsLeft(seconds: number | undefined): number | undefined {
  const [deadline] = useState(() => (seconds === undefined ? undefined : Date.now() + seconds * 1000));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? undefined : Math.max(0, Math.ceil((deadline - now) / 1000));
}
