/** "Didn't receive the message? Resend", shown after 2000 ms × the attempt number. */
import type { ReactElement } from 'react';
import { useText } from '../context.tsx';
import { LinkButton } from '../pieces/Button.tsx';
import { DelayedPrompt } from '../pieces/Prompts.tsx';

const RESEND_DELAY_MS = 2000;

export function ResendPrompt({ attempt, onRetry }: { attempt: number; onRetry(): void }): ReactElement {
  const text = useText();
  return (
    <DelayedPrompt delayMs={RESEND_DELAY_MS * attempt} resetKey={attempt}>
      <span>{text('authenticating.retryPrompt')}</span>{' '}
      <LinkButton data-testid="sid-form-prompt-cta" onClick={onRetry}>
        {text('authenticating.retry')}
      </LinkButton>
    </DelayedPrompt>
  );
}
