import type { IdentitySession } from '../identity/session.ts';
import type { User } from '../identity/user.ts';
import type { GateEvent, OverlayChoice } from './gate-machine.ts';
import type { Overlay } from './GateOverlay.tsx';

/** The overlay the gate's machine chose, with the session and the callbacks it needs. */
export function overlayOf(
  choice: OverlayChoice | undefined,
  session: IdentitySession,
  dispatch: (event: GateEvent) => void,
  onSuccess: (user: User) => void,
): Overlay | undefined {
  switch (choice?.kind) {
    case 'resetPassword':
      return { ...choice, session, onDone: () => dispatch({ type: 'resetDone' }) };
    case 'confirmLink':
      return { ...choice, onDeclined: () => dispatch({ type: 'linkDeclined' }) };
    case 'signIn':
      return { ...choice, session, onSuccess };
    case 'stepUp':
      return { kind: 'signIn', session, forced: true, onSuccess };
    case 'forbidden':
      return choice;
    case undefined:
      return undefined;
  }
}
