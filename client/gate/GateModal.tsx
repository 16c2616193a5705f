/**
 * The sign-in form in a modal. The widget is fetched only here, when the form is first shown. A forced form
 * (the page needs sign-in) cannot be dismissed.
 */
import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import type { IdentitySession } from '../identity/session.ts';
import type { User } from '../identity/user.ts';
import type { WidgetConfig } from '../widget/config.ts';

const SignInForm = lazy(() => import('../widget/SignInForm.tsx'));

export interface GateModalProps {
  session: IdentitySession;
  config: Partial<WidgetConfig>;
  forced: boolean;
  onClose(): void;
  onSuccess(user: User): void;
}

export function GateModal({ session, config, forced, onClose, onSuccess }: GateModalProps): ReactElement {
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
      <div className="docgen-gate__panel" role="dialog" aria-modal="true" aria-label="Sign in">
        {!forced && (
          <button type="button" className="docgen-gate__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        )}
        <Suspense fallback={<div className="docgen-gate__loading" role="status" aria-label="Loading" />}>
          <SignInForm session={session} config={config} onSuccess={onSuccess} />
        </Suspense>
      </div>
    </div>
  );
}
