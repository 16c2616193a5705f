/**
 * The code that proves the handle before a first password is set (the server sends `[otp, password_set]`;
 * `otpCodeSent` announces the code). While it is asked for, the factor's own screen stays mounted but
 * hidden, so it hears the events that follow the code (e.g. `passwordSetReady`).
 */
import type { ReactElement, ReactNode } from 'react';
import { useText } from '../context.tsx';
import { handleTokens } from '../handle-text.ts';
import { useOtpPrompt } from '../hooks/use-code-entry.ts';
import type { LoginConfig } from '../machines/flow.ts';
import { MailIcon, SmsIcon } from '../pieces/Icons.tsx';
import { CodePrompt } from './CodePrompt.tsx';

export function ConfirmAddress({
  config,
  children,
}: {
  config: LoginConfig;
  children: ReactNode;
}): ReactElement {
  const text = useText();
  const { state, entry, error } = useOtpPrompt();
  const phone = config.handle?.type === 'phone_number';
  const confirming = state.status === 'input';
  return (
    <>
      {confirming && (
        <CodePrompt
          icon={phone ? <SmsIcon /> : <MailIcon />}
          title={text('authenticating.confirmAddress.password.title')}
          message={text(
            phone
              ? 'authenticating.confirmAddress.password.message.phone'
              : 'authenticating.confirmAddress.password.message.email',
            handleTokens(config.handle),
          )}
          entry={entry}
          error={error}
        />
      )}
      <div style={{ display: confirming ? 'none' : 'contents' }}>{children}</div>
    </>
  );
}
