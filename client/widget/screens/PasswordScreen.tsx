/**
 * Password: create (with confirmation) or verify (with "Forgot password?
 * Reset"), submitting, and the recovery notice. Driven by passwordSetReady / passwordVerifyReady.
 */
import type { ReactElement } from 'react';
import { useText, useWidget } from '../context.tsx';
import { handleTokens } from '../handle-text.ts';
import { usePasswordPrompt } from '../hooks/use-password-prompt.ts';
import type { LoginConfig } from '../machines/flow.ts';
import { MailIcon, SmsIcon, Spinner } from '../pieces/Icons.tsx';
import { Header, Message } from './Chrome.tsx';
import { PasswordForm } from './PasswordForm.tsx';

export function PasswordScreen({ config }: { config: LoginConfig }): ReactElement {
  const { session } = useWidget();
  const text = useText();
  const { state, dispatch, submit, errorText } = usePasswordPrompt();
  const tokens = handleTokens(config.handle);
  const phone = config.handle?.type === 'phone_number';

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
    default:
      return (
        <PasswordForm
          key={state.status}
          mode={state.status}
          handle={config.handle?.value ?? ''}
          serverError={errorText}
          onRecover={config.handle && config.handle.type !== 'username' ? recover : undefined}
          onSubmit={submit}
        />
      );
  }
}
