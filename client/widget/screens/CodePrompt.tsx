/**
 * The one-time code entry every code screen shows: the form, the six boxes (auto-submit at the sixth digit)
 * with the error under them, and the prompt around them (icon, title, message).
 */
import type { ReactElement, ReactNode } from 'react';
import { useText } from '../context.tsx';
import type { CodeEntry } from '../hooks/use-code-entry.ts';
import { OtpInput } from '../pieces/OtpInput.tsx';
import type { TextKey } from '../text/index.ts';
import { OTP_LENGTH } from '../validation.ts';
import { Header, Message } from './Chrome.tsx';

/** Submitting the form (Enter, or a submit button among `children`) sends the code typed so far. */
export function CodeForm({ entry, children }: { entry: CodeEntry; children: ReactNode }): ReactElement {
  return (
    <form
      className="sid-form-controls"
      noValidate
      onSubmit={(event) => (event.preventDefault(), entry.submit(entry.code))}
    >
      {children}
    </form>
  );
}

export function CodeBoxes({ entry, error }: { entry: CodeEntry; error: TextKey | undefined }): ReactElement {
  const text = useText();
  return (
    <>
      <OtpInput
        length={OTP_LENGTH}
        numeric
        autoFocus
        value={entry.code}
        onChange={entry.setCode}
        onComplete={entry.submit}
      />
      {error && (
        <p className="sid-field__error" role="alert">
          {text(error)}
        </p>
      )}
    </>
  );
}

export interface CodePromptProps {
  icon?: ReactNode;
  title: string;
  message: string;
  /** The title's style: a texted or e-mailed code, or the authenticator app's. */
  kind?: 'otp' | 'totp';
  /** Where the code is typed; without it the prompt only tells what is coming. */
  entry?: CodeEntry;
  error?: TextKey;
}

export function CodePrompt({
  icon,
  title,
  message,
  kind = 'otp',
  entry,
  error,
}: CodePromptProps): ReactElement {
  return (
    <>
      {icon}
      <Header
        title={title}
        className={`sid-form-authenticating-title sid-form-authenticating-title-${kind}`}
      />
      <Message>{message}</Message>
      {entry && (
        <CodeForm entry={entry}>
          <CodeBoxes entry={entry} error={error} />
        </CodeForm>
      )}
    </>
  );
}
