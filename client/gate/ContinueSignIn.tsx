/**
 * The e-mail link landing: opening the link signs nobody in. The reader sees
 * which browser asked and when, and only "Continue" sends the attestation. Scanners and previews never click.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { FlowContext } from '../../core/identity/flow-context.ts';
import type { Translate } from '../../theme/i18n/theme-strings.ts';

export interface ContinueSignInProps {
  siteTitle: string;
  /** The theme's texts in the page's locale. */
  t: Translate;
  /** The page's language (`<html lang>`): the time of the request is written as it writes times. */
  locale: string;
  context: Promise<FlowContext | undefined>;
  onAnswer(confirmed: boolean): void;
}

/** Who asked and when, the time in the reader's own time zone (this page runs in the browser only). */
function describe(context: FlowContext | undefined, t: Translate, locale: string): string {
  if (!context) return t('docgen.continueSignIn.requested');
  const when = new Date(context.requested_at);
  if (Number.isNaN(when.getTime()))
    return t('docgen.continueSignIn.requestedRecently', { device: context.device });
  const time = when.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
  return t('docgen.continueSignIn.requestedAt', { device: context.device, time });
}

export function ContinueSignIn({
  siteTitle,
  t,
  locale,
  context,
  onAnswer,
}: ContinueSignInProps): ReactElement {
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
        <h1 id="docgen-continue-title">{t('docgen.continueSignIn.title')}</h1>
        <p>{known === 'loading' ? t('docgen.continueSignIn.checking') : describe(known, t, locale)}</p>
        {expired ? (
          <p className="docgen-gate__warning">{t('docgen.continueSignIn.expired')}</p>
        ) : (
          <p>{t('docgen.continueSignIn.onlyIfYou', { siteTitle })}</p>
        )}
        <div className="docgen-gate__actions">
          <button
            type="button"
            className="docgen-auth-button"
            onClick={() => onAnswer(false)}
            disabled={busy}
          >
            {t('docgen.continueSignIn.cancel')}
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
              {t('docgen.continueSignIn.continue')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
