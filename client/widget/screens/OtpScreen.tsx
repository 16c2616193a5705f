/**
 * Emailed or texted one-time code: initial (waiting for otpCodeSent) → input (6
 * boxes, auto-submit at 6 digits) → submitting; a wrong code clears the boxes and shows the error.
 */
import type { ReactElement } from 'react';
import { useText } from '../context.tsx';
import { handleTokens } from '../handle-text.ts';
import { useOtpPrompt } from '../hooks/use-code-entry.ts';
import { MailIcon, SmsIcon, Spinner } from '../pieces/Icons.tsx';
import { CodePrompt } from './CodePrompt.tsx';
import { ResendPrompt } from './ResendPrompt.tsx';
import type { AttemptScreenProps } from './attempt-screen.ts';

export function OtpScreen({ config, attempt, onRetry }: AttemptScreenProps): ReactElement {
  const text = useText();
  const { state, entry, error } = useOtpPrompt();
  const kind = config.factor.method === 'otp_via_sms' ? 'smsOtp' : 'emailOtp';
  const tokens = handleTokens(config.handle);

  if (state.status === 'submitting') {
    return (
      <CodePrompt
        icon={<Spinner />}
        title={text(`authenticating.submitting.title.${kind}`)}
        message={text(`authenticating.submitting.message.${kind}`, tokens)}
      />
    );
  }
  return (
    <>
      <CodePrompt
        icon={kind === 'smsOtp' ? <SmsIcon /> : <MailIcon />}
        title={text(`authenticating.title.${kind}`)}
        message={text(`authenticating.message.${kind}`, tokens)}
        entry={state.status === 'input' ? entry : undefined}
        error={error}
      />
      <ResendPrompt attempt={attempt} onRetry={onRetry} />
    </>
  );
}
