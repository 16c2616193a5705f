/**
 * The gate's modal around a lazily loaded part of the widget: the sign-in form, or the page a password
 * reset link opens. The widget is fetched only here, when first shown. A forced modal (the page needs
 * sign-in, or the reset page, which has its own way out) cannot be dismissed.
 */
import { lazy, Suspense, useEffect, useMemo, type ReactElement } from 'react';
import { useColorMode } from '../../theme/color-mode.ts';
import { useTranslate } from '../../theme/i18n/use-translate.ts';
import type { IdentitySession } from '../identity/session.ts';
import type { User } from '../identity/user.ts';
import type { ResetLink } from '../widget/screens/ResetPasswordScreen.tsx';
import type { GateConfig } from './config.ts';
import { useWidgetConfig } from './widget-config.ts';

const loadSignInForm = () => import('../widget/SignInForm.tsx');
const loadResetPasswordForm = () => import('../widget/ResetPasswordForm.tsx');
const SignInForm = lazy(loadSignInForm);
const ResetPasswordForm = lazy(loadResetPasswordForm);

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
  const t = useTranslate();
  // The form's first submit needs the identity flows: fetch them alongside the form, not after the click.
  useEffect(() => session.client?.preloadFlows(), [session]);
  // The form waits for its texts (`GateForm`) before it is first rendered: fetch its code alongside them.
  useEffect(() => {
    void (content.kind === 'signIn' ? loadSignInForm() : loadResetPasswordForm()).catch(() => undefined);
  }, [content.kind]);
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
          content.kind === 'signIn' ? 'docgen.signIn.dialog' : 'docgen.signIn.resetPasswordDialog',
        )}
      >
        {!forced && (
          <button
            type="button"
            className="docgen-gate__close"
            aria-label={t('docgen.signIn.close')}
            onClick={onClose}
          >
            ×
          </button>
        )}
        <Suspense
          fallback={
            <div className="docgen-gate__loading" role="status" aria-label={t('docgen.signIn.loading')} />
          }
        >
          <GateForm session={session} gate={gate} content={content} />
        </Suspense>
      </div>
    </div>
  );
}

/** The form in the page's language, following its colour mode also when the reader switches it meanwhile. */
function GateForm({
  session,
  gate,
  content,
}: Pick<GateModalProps, 'session' | 'content'> & { gate: GateConfig }): ReactElement {
  const [colorMode] = useColorMode(gate.theme);
  const widget = useWidgetConfig(gate);
  const config = useMemo(() => ({ ...widget, theme: colorMode }), [widget, colorMode]);
  return content.kind === 'signIn' ? (
    <SignInForm
      session={session}
      config={config}
      onSuccess={content.onSuccess}
      initialError={content.initialError}
    />
  ) : (
    <ResetPasswordForm session={session} config={config} link={content.link} onDone={content.onDone} />
  );
}
