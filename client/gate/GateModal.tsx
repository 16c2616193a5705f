/**
 * The gate's modal around a lazily loaded part of the widget: the sign-in form, or the page a password
 * reset link opens. The widget is fetched only here, when first shown. A forced modal (the page needs
 * sign-in, or the reset page, which has its own way out) cannot be dismissed.
 */
import { lazy, Suspense, useEffect, useMemo, type ReactElement } from 'react';
import { useColorMode } from '../../theme/color-mode.ts';
import type { IdentitySession } from '../identity/session.ts';
import type { User } from '../identity/user.ts';
import type { ResetLink } from '../widget/screens/ResetPasswordScreen.tsx';
import type { GateConfig } from './config.ts';
import { widgetConfig } from './widget-config.ts';

const SignInForm = lazy(() => import('../widget/SignInForm.tsx'));
const ResetPasswordForm = lazy(() => import('../widget/ResetPasswordForm.tsx'));

type GateModalContent =
  | { kind: 'signIn'; onSuccess(user: User): void; initialError?: Error | undefined }
  | { kind: 'resetPassword'; link: ResetLink; onDone(user: User | undefined): void };

export interface GateModalProps {
  session: IdentitySession;
  config: GateConfig;
  forced: boolean;
  onClose(): void;
  content: GateModalContent;
}

export function GateModal({ session, config: gate, forced, onClose, content }: GateModalProps): ReactElement {
  // The form follows the page's colour mode, also when the reader switches it while the form is open.
  const { t } = gate;
  const [colorMode] = useColorMode(gate.theme);
  const config = useMemo(() => ({ ...widgetConfig(gate), theme: colorMode }), [gate, colorMode]);
  // The form's first submit needs the identity flows: fetch them alongside the form, not after the click.
  useEffect(() => session.client?.preloadFlows(), [session]);
  useEffect(() => {
    if (forced) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [forced, onClose]);
  return (
    <div
      className="docgen-gate docgen-gate__backdrop"
      onMouseDown={(event) => !forced && event.target === event.currentTarget && onClose()}
    >
      <div
        className="docgen-gate__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t(
          content.kind === 'signIn' ? 'docgen.gate.signInLabel' : 'docgen.gate.resetPasswordLabel',
        )}
      >
        {!forced && (
          <button
            type="button"
            className="docgen-gate__close"
            aria-label={t('docgen.gate.close')}
            onClick={onClose}
          >
            ×
          </button>
        )}
        <Suspense
          fallback={
            <div className="docgen-gate__loading" role="status" aria-label={t('docgen.gate.loading')} />
          }
        >
          {content.kind === 'signIn' ? (
            <SignInForm
              session={session}
              config={config}
              onSuccess={content.onSuccess}
              initialError={content.initialError}
            />
          ) : (
            <ResetPasswordForm
              session={session}
              config={config}
              link={content.link}
              onDone={content.onDone}
            />
          )}
        </Suspense>
      </div>
    </div>
  );
}
