/**
 * Authenticator-app code: on a first registration the code e-mailed to confirm the
 * address, then the QR code with "Can't scan?" revealing the setup URI; then the 6-digit code (auto-submit)
 * or a recovery code typed as text.
 */
import { useReducer, useState, type ReactElement } from 'react';
import { useText } from '../context.tsx';
import { handleTokens } from '../handle-text.ts';
import { useCodeEntry } from '../hooks/use-code-entry.ts';
import { useSdkEvent } from '../hooks/use-sdk-event.ts';
import type { LoginConfig } from '../machines/flow.ts';
import { totpReducer, type TotpKey } from '../machines/sub-states.ts';
import { Button, LinkButton } from '../pieces/Button.tsx';
import { Spinner } from '../pieces/Icons.tsx';
import { CopyField } from '../pieces/Prompts.tsx';
import { TextField } from '../pieces/TextField.tsx';
import type { TextKey } from '../text/index.ts';
import { validateOtp } from '../validation.ts';
import { CodeBoxes, CodeForm, CodePrompt } from './CodePrompt.tsx';

export function TotpScreen({
  config,
  onRecoveryCodes,
}: {
  config: LoginConfig;
  onRecoveryCodes(codes: string[]): void;
}): ReactElement {
  const text = useText();
  const [state, dispatch] = useReducer(totpReducer, { status: 'initial' });
  const [showUri, setShowUri] = useState(false);
  const [recovery, setRecovery] = useState(false);
  // A recovery code is typed as text: it only has to be there.
  const asText = recovery && state.status === 'input';
  const entry = useCodeEntry(
    () => dispatch({ type: 'submit' }),
    (value) => (asText ? (value.trim() ? undefined : 'validationError.otp') : validateOtp(value)),
  );

  useSdkEvent('otpCodeSent', () => dispatch({ type: 'otpCodeSent' }));
  useSdkEvent('totpKeyGenerated', (payload) => {
    const key = payload as TotpKey;
    onRecoveryCodes(key.recoveryCodes ?? []);
    dispatch({ type: 'totpKeyGenerated', key });
  });
  useSdkEvent('totpCodeRequested', () => dispatch({ type: 'totpCodeRequested' }));
  useSdkEvent('otpIncorrectCodeSubmitted', () => dispatch({ type: 'otpIncorrectCodeSubmitted' }));

  if (state.status === 'initial' || state.status === 'submitting') {
    return (
      <CodePrompt
        kind="totp"
        icon={<Spinner />}
        title={text('authenticating.initial.totp.title')}
        message={text('authenticating.initial.totp.message')}
      />
    );
  }
  if (state.status === 'confirmEmail') {
    return (
      <CodePrompt
        kind="totp"
        title={text('authenticating.confirmEmail.totp.title')}
        message={text('authenticating.confirmEmail.totp.message', handleTokens(config.handle))}
        entry={entry}
        error={entry.fieldError ?? (state.error as TextKey | undefined)}
      />
    );
  }
  if (state.status === 'registerAuthenticator') {
    return (
      <>
        <CodePrompt
          kind="totp"
          title={text('authenticating.registerAuthenticator.totp.title')}
          message={text('authenticating.registerAuthenticator.totp.message')}
        />
        <img
          className="sid-totp-qr"
          src={`data:image/png;base64,${state.key.qrCode}`}
          alt=""
          width={180}
          height={180}
        />
        {showUri ? (
          <CopyField
            label="URI"
            value={state.key.uri}
            copyLabel={text('copy.cta')}
            copiedLabel={text('copy.done')}
          />
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
  const error = entry.fieldError ?? (state.error as TextKey | undefined);
  return (
    <>
      <CodePrompt
        kind="totp"
        title={text('authenticating.input.totp.title')}
        message={text('authenticating.input.totp.message')}
      />
      <CodeForm entry={entry}>
        {recovery ? (
          <TextField
            label={text('authenticating.input.totp.recoveryCode')}
            value={entry.code}
            onChange={entry.setCode}
            autoFocus
            error={error && text(error)}
          />
        ) : (
          <CodeBoxes entry={entry} error={error} />
        )}
        {!recovery && (
          <LinkButton onClick={() => (setRecovery(true), entry.setCode(''), entry.setFieldError(undefined))}>
            {text('authenticating.input.totp.cta')}
          </LinkButton>
        )}
        <Button type="submit" variant="primary" data-testid="sid-form-authenticating-submit-button">
          {text('authenticating.confirm')}
        </Button>
      </CodeForm>
    </>
  );
}
