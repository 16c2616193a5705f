/**
 * The e-mail link landing: opening the link signs nobody in. The reader sees
 * which browser asked and when, and only "Continue" sends the attestation. Scanners and previews never click.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { FlowContext } from '../../core/identity/flow-context.ts';

export interface ContinueSignInProps {
  siteTitle: string;
  context: Promise<FlowContext | undefined>;
  onAnswer(confirmed: boolean): void;
}

function describe(context: FlowContext | undefined): string {
  if (!context) return 'A sign-in to this site was requested with your e-mail address.';
  const when = new Date(context.requested_at);
  const time = Number.isNaN(when.getTime()) ? 'recently' : `at ${when.toLocaleString()}`;
  return `A sign-in was requested from ${context.device} ${time}.`;
}

export function ContinueSignIn({ siteTitle, context, onAnswer }: ContinueSignInProps): ReactElement {
  const [known, setKnown] = useState<FlowContext | undefined | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void context.then((value) => live && setKnown(value));
    return () => {
      live = false;
    };
  }, [context]);
  const expired = known !== 'loading' && known !== undefined && known.state !== 'pending';
  return (
    <div className="docgen-gate docgen-gate__backdrop">
      <div
        className="docgen-gate__panel docgen-gate__confirm"
        role="dialog"
        aria-modal="true"
        aria-labelledby="docgen-continue-title"
      >
        <h1 id="docgen-continue-title">Continue signing in?</h1>
        <p>{known === 'loading' ? 'Checking the sign-in request…' : describe(known)}</p>
        {expired ? (
          <p className="docgen-gate__warning">
            This link is no longer valid. Request a new one from the sign-in form.
          </p>
        ) : (
          <p>
            Continue only if you asked to sign in to {siteTitle}. You will be signed in here and in the window
            that asked.
          </p>
        )}
        <div className="docgen-gate__actions">
          <button
            type="button"
            className="docgen-auth-button"
            onClick={() => onAnswer(false)}
            disabled={busy}
          >
            Cancel
          </button>
          {!expired && (
            <button
              type="button"
              className="docgen-auth-button docgen-auth-button--primary"
              disabled={busy || known === 'loading'}
              onClick={() => {
                setBusy(true);
                onAnswer(true);
              }}
            >
              Continue
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
