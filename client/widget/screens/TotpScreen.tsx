/**
 * Authenticator-app code (spec.md §2, §4 "TOTP"): on a first registration the code e-mailed to confirm the
 * address, then the QR code with "Can't scan?" revealing the setup URI; then the 6-digit code (auto-submit)
 * or a recovery code typed as text.
 */
import { useReducer, useState, type ReactElement } from 'react';
import { useText, useWidget } from '../context.tsx';
import { handleTokens } from '../handle-text.ts';
import { useSdkEvent } from '../hooks/use-sdk-event.ts';
import type { LoginConfig } from '../machines/flow.ts';
import { totpReducer, type TotpKey } from '../machines/sub-states.ts';
import { Button, LinkButton } from '../pieces/Button.tsx';
import { Spinner } from '../pieces/Icons.tsx';
import { OtpInput } from '../pieces/OtpInput.tsx';
import { CopyField } from '../pieces/Prompts.tsx';
import { TextField } from '../pieces/TextField.tsx';
import type { TextKey } from '../text/index.ts';
import { OTP_LENGTH, validateOtp } from '../validation.ts';
import { Header, Message } from './Chrome.tsx';

export function TotpScreen({
  config,
  onRecoveryCodes,
}: {
  config: LoginConfig;
  onRecoveryCodes(codes: string[]): void;
}): ReactElement {
  const { session } = useWidget();
  const text = useText();
  const [state, dispatch] = useReducer(totpReducer, { status: 'initial' });
  const [showUri, setShowUri] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<TextKey | undefined>();

  useSdkEvent('otpCodeSent', () => dispatch({ type: 'otpCodeSent' }));
  useSdkEvent('totpKeyGenerated', (payload) => {
    const key = payload as TotpKey;
    onRecoveryCodes(key.recoveryCodes ?? []);
    dispatch({ type: 'totpKeyGenerated', key });
  });
  useSdkEvent('totpCodeRequested', () => dispatch({ type: 'totpCodeRequested' }));
  useSdkEvent('otpIncorrectCodeSubmitted', () => {
    setCode('');
    dispatch({ type: 'otpIncorrectCodeSubmitted' });
  });

  const submit = (value: string) => {
    const asText = recovery && state.status === 'input';
    const invalid = asText ? (value.trim() ? undefined : 'validationError.otp') : validateOtp(value);
    setFieldError(invalid);
    if (invalid) return;
    dispatch({ type: 'submit' });
    setCode('');
    session.load().publish('otpCodeSubmitted', value.trim());
  };

  if (state.status === 'initial' || state.status === 'submitting') {
    return (
      <>
        <Spinner />
        <Header
          title={text('authenticating.initial.totp.title')}
          className="sid-form-authenticating-title sid-form-authenticating-title-totp"
        />
        <Message>{text('authenticating.initial.totp.message')}</Message>
      </>
    );
  }
  if (state.status === 'confirmEmail') {
    const error = fieldError ?? (state.error as TextKey | undefined);
    return (
      <>
        <Header
          title={text('authenticating.confirmEmail.totp.title')}
          className="sid-form-authenticating-title sid-form-authenticating-title-totp"
        />
        <Message>{text('authenticating.confirmEmail.totp.message', handleTokens(config.handle))}</Message>
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
    );
  }
  if (state.status === 'registerAuthenticator') {
    return (
      <>
        <Header
          title={text('authenticating.registerAuthenticator.totp.title')}
          className="sid-form-authenticating-title sid-form-authenticating-title-totp"
        />
        <Message>{text('authenticating.registerAuthenticator.totp.message')}</Message>
        <img
          className="sid-totp-qr"
          src={`data:image/png;base64,${state.key.qrCode}`}
          alt=""
          width={180}
          height={180}
        />
        {showUri ? (
          <CopyField label="URI" value={state.key.uri} copyLabel={text('copy.cta')} />
        ) : (
          <p className="sid-prompt">
            {text('authenticating.registerAuthenticator.totp.prompt')}{' '}
            <LinkButton onClick={() => setShowUri(true)}>
              {text('authenticating.registerAuthenticator.totp.cta')}
            </LinkButton>
          </p>
        )}
        <Button variant="primary" onClick={() => dispatch({ type: 'continue' })}>
          {text('authenticating.continue')}
        </Button>
      </>
    );
  }
  const error = fieldError ?? (state.error as TextKey | undefined);
  return (
    <>
      <Header
        title={text('authenticating.input.totp.title')}
        className="sid-form-authenticating-title sid-form-authenticating-title-totp"
      />
      <Message>{text('authenticating.input.totp.message')}</Message>
      <form
        className="sid-form-controls"
        noValidate
        onSubmit={(event) => (event.preventDefault(), submit(code))}
      >
        {recovery ? (
          <TextField
            label={text('authenticating.input.totp.recoveryCode')}
            value={code}
            onChange={setCode}
            autoFocus
            error={error && text(error)}
          />
        ) : (
          <>
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
          </>
        )}
        {!recovery && (
          <LinkButton onClick={() => (setRecovery(true), setCode(''), setFieldError(undefined))}>
            {text('authenticating.input.totp.cta')}
          </LinkButton>
        )}
        <Button type="submit" variant="primary" data-testid="sid-form-authenticating-submit-button">
          {text('authenticating.confirm')}
        </Button>
      </form>
    </>
  );
}
