/**
 * Passkeys: the waiting screen while the browser asks for the passkey, preceded on a first registration by
 * the code e-mailed to confirm the address (the server proves the address before it binds a new passkey to
 * it; `otpCodeSent` announces the code, the one-time code sub-states apply).
 */
import { useReducer, useState, type ReactElement } from 'react';
import { useText, useWidget } from '../context.tsx';
import { handleTokens } from '../handle-text.ts';
import { useSdkEvent } from '../hooks/use-sdk-event.ts';
import type { LoginConfig } from '../machines/flow.ts';
import { otpReducer } from '../machines/sub-states.ts';
import { MailIcon } from '../pieces/Icons.tsx';
import { OtpInput } from '../pieces/OtpInput.tsx';
import type { TextKey } from '../text/index.ts';
import { OTP_LENGTH, validateOtp } from '../validation.ts';
import { Header, Message } from './Chrome.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';

export function PasskeyScreen({
  config,
  attempt,
  onRetry,
}: {
  config: LoginConfig;
  attempt: number;
  onRetry(): void;
}): ReactElement {
  const { session } = useWidget();
  const text = useText();
  const [state, dispatch] = useReducer(otpReducer, { status: 'initial' });
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<TextKey | undefined>();

  useSdkEvent('otpCodeSent', () => dispatch({ type: 'otpCodeSent' }));
  useSdkEvent('otpIncorrectCodeSubmitted', () => {
    setCode('');
    dispatch({ type: 'otpIncorrectCodeSubmitted' });
  });

  if (state.status !== 'input') return <LoadingScreen config={config} attempt={attempt} onRetry={onRetry} />;

  const submit = (value: string) => {
    const invalid = validateOtp(value);
    setFieldError(invalid);
    if (invalid) return;
    dispatch({ type: 'submit' });
    setCode('');
    session.load().publish('otpCodeSubmitted', value);
  };
  const error = fieldError ?? (state.error as TextKey | undefined);
  return (
    <>
      <MailIcon />
      <Header
        title={text('authenticating.confirmEmail.webauthn.title')}
        className="sid-form-authenticating-title sid-form-authenticating-title-otp"
      />
      <Message>{text('authenticating.confirmEmail.webauthn.message', handleTokens(config.handle))}</Message>
      <form
        className="sid-form-controls"
        noValidate
        onSubmit={(event) => (event.preventDefault(), submit(code))}
      >
        <OtpInput length={OTP_LENGTH} numeric autoFocus value={code} onChange={setCode} onComplete={submit} />
        {error && (
          <p className="sid-field__error" role="alert">
            {text(error)}
          </p>
        )}
      </form>
    </>
  );
}
