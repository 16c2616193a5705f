/**
 * The page a password reset link opens: the link's `password_reset` challenge asks for
 * the new password through the SDK's events, on the create screen's fields, and the server's rules answer
 * as they do at sign-up; a good password signs the reader in here. A link the server no longer takes (used
 * or expired) says so, instead of offering a form that could only fail.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { FlowContext } from '../../../core/identity/flow-context.ts';
import { normaliseError } from '../../identity/classify-error.ts';
import { isFlowCancelled } from '../../identity/errors.ts';
import type { User } from '../../identity/user.ts';
import { useText, useWidget } from '../context.tsx';
import { usePasswordPrompt } from '../hooks/use-password-prompt.ts';
import { BackLink, Button } from '../pieces/Button.tsx';
import { ErrorIcon, Spinner } from '../pieces/Icons.tsx';
import { Header, Message, Screen } from './Chrome.tsx';
import { PasswordForm } from './PasswordForm.tsx';

export interface ResetLink {
  /** What the server says of the link; only a pending one can still set a password. */
  context: Promise<FlowContext | undefined>;
  /** Processes the link's challenge; meanwhile the SDK asks for the password through its events. */
  reset(): Promise<User | undefined>;
}

export interface ResetPasswordScreenProps {
  link: ResetLink;
  /** The signed-in reader, or undefined when the reader left the page's form without one. */
  onDone(user: User | undefined): void;
}

type LinkStatus = 'checking' | 'usable' | 'spent' | 'failed';

/** The server ends a used or expired secret with "authentication has expired" (a `TimeoutError`). */
const spentOrFailed = (error: unknown): LinkStatus =>
  normaliseError(error).name === 'TimeoutError' ? 'spent' : 'failed';

export function ResetPasswordScreen({ link, onDone }: ResetPasswordScreenProps): ReactElement {
  const { session } = useWidget();
  const text = useText();
  const { state, submit, errorText } = usePasswordPrompt();
  const [status, setStatus] = useState<LinkStatus>('checking');
  const latest = useRef({ link, onDone });
  useEffect(() => {
    latest.current = { link, onDone };
  });

  // Started once, after the prompt subscribed to the SDK's events (its effects run before this one).
  useEffect(() => {
    let live = true;
    const { link: started } = latest.current;
    void started.context.then(async (known) => {
      if (!live) return;
      if (known?.state !== 'pending') return setStatus('spent');
      setStatus('usable');
      try {
        const user = await started.reset();
        if (live) latest.current.onDone(user);
      } catch (error) {
        if (!live) return;
        if (isFlowCancelled(error)) latest.current.onDone(undefined);
        else setStatus(spentOrFailed(error));
      }
    });
    return () => {
      live = false;
    };
  }, []);

  if (status === 'spent' || status === 'failed') {
    const spent = status === 'spent';
    return (
      <Screen testId="sid-form-reset-password-invalid-state">
        <ErrorIcon />
        <Header title={text(spent ? 'resetPassword.invalid.title' : 'error.title')} />
        <Message>{text(spent ? 'resetPassword.invalid.message' : 'error.subtitle')}</Message>
        <Button variant="primary" onClick={() => latest.current.onDone(undefined)}>
          {text('resetPassword.close')}
        </Button>
      </Screen>
    );
  }
  return (
    <Screen testId="sid-form-reset-password-state">
      {status === 'usable' && (
        <BackLink onClick={() => session.load().publish('flowCancelled')}>
          {text('authenticating.back')}
        </BackLink>
      )}
      {state.status === 'setPassword' ? (
        <PasswordForm mode="resetPassword" handle="" serverError={errorText} onSubmit={submit} />
      ) : (
        <>
          <Spinner />
          <Header
            title={text(
              state.status === 'submitting'
                ? 'authenticating.submitting.password.title'
                : 'resetPassword.checking',
            )}
          />
        </>
      )}
    </Screen>
  );
}
