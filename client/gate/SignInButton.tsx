/** The navbar's Log in / Log out button, and the signed-in reader's link to the assistants they approved. */
import type { ReactElement } from 'react';
import { ASSISTANTS_PAGE } from '../../core/routes/assistant-paths.ts';
import { useTranslate } from '../../theme/i18n/use-translate.ts';

/** Where a reader lists and revokes the assistants they approved. */
export function AssistantsLink(): ReactElement {
  const t = useTranslate();
  return (
    <a className="docgen-auth-button docgen-auth-link" href={ASSISTANTS_PAGE}>
      {t('docgen.signIn.assistants')}
    </a>
  );
}

export function SignInButton(props: {
  status: 'resolving' | 'signedOut' | 'signedIn';
  onLogIn(): void;
  onLogOut(): void;
}): ReactElement {
  const t = useTranslate();
  if (props.status === 'signedIn') {
    return (
      <button type="button" className="docgen-auth-button" onClick={props.onLogOut}>
        {t('docgen.signIn.logOut')}
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
      {t('docgen.signIn.logIn')}
    </button>
  );
}
