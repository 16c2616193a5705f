/**
 * What the gate loads lazily: the provider, the theme wrapper and the form in one component, with the
 * styles. Kept apart so a reader who is already signed in never downloads any of it.
 */
import type { ReactElement } from 'react';
import type { IdentitySession } from '../identity/session.ts';
import type { User } from '../identity/user.ts';
import type { WidgetConfig } from './config.ts';
import { Form } from './Form.tsx';
import { WidgetFrame } from './WidgetFrame.tsx';

export interface SignInFormProps {
  session: IdentitySession;
  config: Partial<WidgetConfig>;
  onSuccess?(user: User): void;
  onError?(error: Error): void;
  /** The form opens on this error's screen. */
  initialError?: Error | undefined;
}

export default function SignInForm(props: SignInFormProps): ReactElement {
  const { session, config, onSuccess, onError, initialError } = props;
  return (
    <WidgetFrame session={session} config={config}>
      <Form onSuccess={onSuccess} onError={onError} initialError={initialError} />
    </WidgetFrame>
  );
}
