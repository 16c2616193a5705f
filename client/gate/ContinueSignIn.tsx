/**
 * The e-mail link landing: opening the link signs nobody in. The reader sees
 * which browser asked and when, and only "Continue" sends the attestation. Scanners and previews never click.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { FlowContext } from '../../core/identity/flow-context.ts';
import type { Translate } from '../../theme/i18n/theme-strings.ts';
import { useTranslate } from '../../theme/i18n/use-translate.ts';
import { useSiteContext } from '../../theme/site-context.ts';

export interface ContinueSignInProps {
  siteTitle: string;
  context: Promise<FlowContext | undefined>;
  onAnswer(confirmed: boolean): void;
}

/** Who asked and when, in the page's language; the time in the reader's own zone (this runs in the browser only). */
function describe(context: FlowContext | undefined, t: Translate, locale: string): string {
  if (!context) return t('docgen.signIn.continue.unknown');
  const when = new Date(context.requested_at);
  if (Number.isNaN(when.getTime()))
    return t('docgen.signIn.continue.requestedRecently', { device: context.device });
  const time = when.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
  return t('docgen.signIn.continue.requestedAt', { device: context.device, time });
}

export function ContinueSignIn({ siteTitle, context, onAnswer }: ContinueSignInProps): ReactElement {
  const t = useTranslate();
  const locale = useSiteContext().site.locale.htmlLang;
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
        <h1 id="docgen-continue-title">{t('docgen.signIn.continue.title')}</h1>
        <p>{known === 'loading' ? t('docgen.signIn.continue.checking') : describe(known, t, locale)}</p>
        {expired ? (
          <p className="docgen-gate__warning">{t('docgen.signIn.continue.expired')}</p>
        ) : (
          <p>{t('docgen.signIn.continue.prompt', { siteTitle })}</p>
        )}
        <div className="docgen-gate__actions">
          <button
            type="button"
            className="docgen-auth-button"
            onClick={() => onAnswer(false)}
            disabled={busy}
          >
            {t('docgen.signIn.continue.cancel')}
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
              {t('docgen.signIn.continue.confirm')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
