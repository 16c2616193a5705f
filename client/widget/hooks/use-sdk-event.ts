/** Subscribes to an identity SDK event for the lifetime of a component. */
import { useEffect, useRef } from 'react';
import type { EventName } from '../../identity/events.ts';
import { useWidget } from '../context.tsx';

export function useSdkEvent(name: EventName, handler: (payload: unknown) => void): void {
  const { session } = useWidget();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => session.load().subscribe(name, (payload) => latest.current(payload)), [session, name]);
}
