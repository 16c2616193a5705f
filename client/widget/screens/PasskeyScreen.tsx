/**
 * Passkeys: the waiting screen while the browser asks for the passkey, preceded on a first registration by
 * the code e-mailed to confirm the address (the server proves the address before it binds a new passkey to
 * it; `otpCodeSent` announces the code, the one-time code sub-states apply).
 */
import type { ReactElement } from 'react';
import { useText } from '../context.tsx';
import { handleTokens } from '../handle-text.ts';
import { useOtpPrompt } from '../hooks/use-code-entry.ts';
import { MailIcon } from '../pieces/Icons.tsx';
import { CodePrompt } from './CodePrompt.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import type { AttemptScreenProps } from './attempt-screen.ts';

export function PasskeyScreen({ config, attempt, onRetry }: AttemptScreenProps): ReactElement {
  const text = useText();
  const { state, entry, error } = useOtpPrompt();
  if (state.status !== 'input') return <LoadingScreen config={config} attempt={attempt} onRetry={onRetry} />;
  return (
    <CodePrompt
      icon={<MailIcon />}
      title={text('authenticating.confirmEmail.webauthn.title')}
      message={text('authenticating.confirmEmail.webauthn.message', handleTokens(config.handle))}
      entry={entry}
      error={error}
    />
  );
}
