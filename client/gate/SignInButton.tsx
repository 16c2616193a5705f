/** The navbar's Log in / Log out button. */
import type { ReactElement } from 'react';

export function SignInButton(props: {
  status: 'resolving' | 'signedOut' | 'signedIn';
  onLogIn(): void;
  onLogOut(): void;
}): ReactElement {
  if (props.status === 'signedIn') {
    return (
      <button type="button" className="docgen-auth-button" onClick={props.onLogOut}>
        Log out
      </button>
    );
  }
  return (
    <button
      type="button"
      className="docgen-auth-button docgen-auth-button--primary"
      onClick={props.onLogIn}
      disabled={props.status === 'resolving'}
      aria-hidden={props.status === 'resolving' || undefined}
    >
      Log in
    </button>
  );
}
