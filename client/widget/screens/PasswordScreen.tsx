/**
 * Password (spec.md §2, §4 "Password"): create (with confirmation) or verify (with "Forgot password?
 * Reset"), submitting, and the recovery notice. Driven by passwordSetReady / passwordVerifyReady.
 */
import { useReducer, useRef, type ReactElement } from 'react';
import { offendingPart, type FailedRule } from '../../identity/password-rules.ts';
import { useText, useWidget } from '../context.tsx';
import { handleTokens } from '../handle-text.ts';
import { useSdkEvent } from '../hooks/use-sdk-event.ts';
import type { LoginConfig } from '../machines/flow.ts';
import { passwordReducer } from '../machines/sub-states.ts';
import { MailIcon, SmsIcon, Spinner } from '../pieces/Icons.tsx';
import type { TextKey } from '../text/index.ts';
import { Header, Message } from './Chrome.tsx';
import { PasswordForm } from './PasswordForm.tsx';

export function PasswordScreen({ config }: { config: LoginConfig }): ReactElement {
  const { session } = useWidget();
  const text = useText();
  const [state, dispatch] = useReducer(passwordReducer, { status: 'initial' });
  const submitted = useRef('');
  const tokens = handleTokens(config.handle);
  const phone = config.handle?.type === 'phone_number';

  useSdkEvent('passwordSetReady', () => dispatch({ type: 'passwordSetReady' }));
  useSdkEvent('passwordResetReady', () => dispatch({ type: 'passwordSetReady' }));
  useSdkEvent('passwordVerifyReady', () => dispatch({ type: 'passwordVerifyReady' }));
  useSdkEvent('incorrectPasswordSubmitted', () => dispatch({ type: 'incorrectPasswordSubmitted' }));
  useSdkEvent('invalidPasswordSubmitted', (payload) =>
    dispatch({
      type: 'invalidPasswordSubmitted',
      failedRules: (payload as { failedRules?: FailedRule[] }).failedRules ?? [],
    }),
  );

  const recover = () => {
    if (!config.handle) return;
    dispatch({ type: 'recover' });
    session
      .recover({ handle: config.handle, factor: { method: 'password' } })
      .catch((error: unknown) => console.warn('Password recovery failed.', error))
      .finally(() => dispatch({ type: 'recovered' }));
  };

  switch (state.status) {
    case 'initial':
      return (
        <>
          <Spinner />
          <Header
            title={text('authenticating.initial.password.title')}
            className="sid-form-authenticating-title sid-form-authenticating-title-password"
          />
          <Message>
            {text(
              phone
                ? 'authenticating.initial.password.message.phone'
                : 'authenticating.initial.password.message.email',
            )}
          </Message>
        </>
      );
    case 'submitting':
      return (
        <>
          <Spinner />
          <Header
            title={text('authenticating.submitting.password.title')}
            className="sid-form-authenticating-title"
          />
          <Message>{text('authenticating.submitting.password.message')}</Message>
        </>
      );
    case 'recoverPassword':
      return (
        <>
          {phone ? <SmsIcon /> : <MailIcon />}
          <Header
            title={text(
              phone
                ? 'authenticating.recoverPassword.title.phone'
                : 'authenticating.recoverPassword.title.email',
            )}
          />
          <Message>
            {text(
              phone
                ? 'authenticating.recoverPassword.message.phone'
                : 'authenticating.recoverPassword.message.email',
              tokens,
            )}
          </Message>
        </>
      );
    default: {
      const mode = state.status;
      const error = state.error;
      const serverError = error
        ? text(
            error.key as TextKey,
            error.failedRule ? { ILLEGAL_SEQUENCE: offendingPart(submitted.current, error.failedRule) } : {},
          )
        : undefined;
      return (
        <PasswordForm
          key={mode}
          mode={mode}
          handle={config.handle?.value ?? ''}
          serverError={serverError}
          onRecover={config.handle && config.handle.type !== 'username' ? recover : undefined}
          onSubmit={(password) => {
            submitted.current = password;
            dispatch({ type: 'submit' });
            session.load().publish('passwordSubmitted', password);
          }}
        />
      );
    }
  }
}
