/**
 * The code that proves the handle before a first password is set (the server sends `[otp, password_set]`;
 * `otpCodeSent` announces the code). While it is asked for, the factor's own screen stays mounted but
 * hidden, so it hears the events that follow the code (e.g. `passwordSetReady`).
 */
import { useReducer, useState, type ReactElement, type ReactNode } from 'react';
import { useText, useWidget } from '../context.tsx';
import { handleTokens } from '../handle-text.ts';
import { useSdkEvent } from '../hooks/use-sdk-event.ts';
import type { LoginConfig } from '../machines/flow.ts';
import { otpReducer } from '../machines/sub-states.ts';
import { MailIcon, SmsIcon } from '../pieces/Icons.tsx';
import { OtpInput } from '../pieces/OtpInput.tsx';
import type { TextKey } from '../text/index.ts';
import { OTP_LENGTH, validateOtp } from '../validation.ts';
import { Header, Message } from './Chrome.tsx';

export function ConfirmAddress({
  config,
  children,
}: {
  config: LoginConfig;
  children: ReactNode;
}): ReactElement {
  const { session } = useWidget();
  const text = useText();
  const [state, dispatch] = useReducer(otpReducer, { status: 'initial' });
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<TextKey | undefined>();
  const phone = config.handle?.type === 'phone_number';

  useSdkEvent('otpCodeSent', () => dispatch({ type: 'otpCodeSent' }));
  useSdkEvent('otpIncorrectCodeSubmitted', () => {
    setCode('');
    dispatch({ type: 'otpIncorrectCodeSubmitted' });
  });

  const submit = (value: string) => {
    const invalid = validateOtp(value);
    setFieldError(invalid);
    if (invalid) return;
    dispatch({ type: 'submit' });
    setCode('');
    session.load().publish('otpCodeSubmitted', value);
  };
  const confirming = state.status === 'input';
  const error = fieldError ?? (state.status === 'input' ? (state.error as TextKey | undefined) : undefined);
  return (
    <>
      {confirming && (
        <>
          {phone ? <SmsIcon /> : <MailIcon />}
          <Header
            title={text('authenticating.confirmAddress.password.title')}
            className="sid-form-authenticating-title sid-form-authenticating-title-otp"
          />
          <Message>
            {text(
              phone
                ? 'authenticating.confirmAddress.password.message.phone'
                : 'authenticating.confirmAddress.password.message.email',
              handleTokens(config.handle),
            )}
          </Message>
          <form
            className="sid-form-controls"
            noValidate
            onSubmit={(event) => (event.preventDefault(), submit(code))}
          >
            <OtpInput
              length={OTP_LENGTH}
              numeric
              autoFocus
              value={code}
              onChange={setCode}
              onComplete={submit}
            />
            {error && (
              <p className="sid-field__error" role="alert">
                {text(error)}
              </p>
            )}
          </form>
        </>
      )}
      <div style={{ display: confirming ? 'none' : 'contents' }}>{children}</div>
    </>
  );
}
