/**
 * Emailed or texted one-time code (spec.md §2, §4 "OTP"): initial (waiting for otpCodeSent) → input (6
 * boxes, auto-submit at 6 digits) → submitting; a wrong code clears the boxes and shows the error.
 */
import { useReducer, useState, type ReactElement } from 'react';
import { useText, useWidget } from '../context.tsx';
import { handleTokens } from '../handle-text.ts';
import type { LoginConfig } from '../machines/flow.ts';
import { otpReducer } from '../machines/sub-states.ts';
import { MailIcon, SmsIcon, Spinner } from '../pieces/Icons.tsx';
import { OtpInput } from '../pieces/OtpInput.tsx';
import type { TextKey } from '../text/index.ts';
import { OTP_LENGTH, validateOtp } from '../validation.ts';
import { useSdkEvent } from '../hooks/use-sdk-event.ts';
import { Header, Message } from './Chrome.tsx';
import { ResendPrompt } from './ResendPrompt.tsx';

export function OtpScreen({
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
  const kind = config.factor.method === 'otp_via_sms' ? 'smsOtp' : 'emailOtp';
  const tokens = handleTokens(config.handle);

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
    session.load().publish('otpCodeSubmitted', value);
  };

  if (state.status === 'submitting') {
    return (
      <>
        <Spinner />
        <Header
          title={text(`authenticating.submitting.title.${kind}`)}
          className="sid-form-authenticating-title sid-form-authenticating-title-otp"
        />
        <Message>{text(`authenticating.submitting.message.${kind}`, tokens)}</Message>
      </>
    );
  }
  const error = fieldError ?? (state.status === 'input' ? (state.error as TextKey | undefined) : undefined);
  return (
    <>
      {kind === 'smsOtp' ? <SmsIcon /> : <MailIcon />}
      <Header
        title={text(`authenticating.title.${kind}`)}
        className="sid-form-authenticating-title sid-form-authenticating-title-otp"
      />
      <Message>{text(`authenticating.message.${kind}`, tokens)}</Message>
      {state.status === 'input' && (
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
      )}
      <ResendPrompt attempt={attempt} onRetry={onRetry} />
    </>
  );
}
