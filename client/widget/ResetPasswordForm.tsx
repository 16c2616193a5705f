/**
 * What the gate loads lazily when the page was opened from a password reset link: the set-password screen
 * in the widget's frame and styles.
 */
import type { ReactElement } from 'react';
import type { IdentitySession } from '../identity/session.ts';
import type { WidgetConfig } from './config.ts';
import { ResetPasswordScreen, type ResetPasswordScreenProps } from './screens/ResetPasswordScreen.tsx';
import { WidgetFrame } from './WidgetFrame.tsx';

export interface ResetPasswordFormProps extends ResetPasswordScreenProps {
  session: IdentitySession;
  config: Partial<WidgetConfig>;
}

export default function ResetPasswordForm({
  session,
  config,
  link,
  onDone,
}: ResetPasswordFormProps): ReactElement {
  return (
    <WidgetFrame session={session} config={config}>
      <div className="sid-form">
        <ResetPasswordScreen link={link} onDone={onDone} />
      </div>
    </WidgetFrame>
  );
}
