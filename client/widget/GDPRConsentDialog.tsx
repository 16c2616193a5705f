/**
 * The privacy-consent dialog: necessary (always on), analytics, marketing, retargeting and tracking. Accept
 * all, Reject all, or Customize and Save settings. The choice is kept in this browser and, for a signed-in
 * reader, with their account; a signed-in reader who chose before (elsewhere) is not asked again.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { CONSENT_CATEGORIES, type ConsentLevel } from '../../core/identity/consent.ts';
import { readLocalConsent, writeLocalConsent } from '../identity/local-consent.ts';
import { useSession, useText } from './context.tsx';
import { Button } from './pieces/Button.tsx';
import { Dialog } from './pieces/Dialog.tsx';
import { Switch } from './pieces/Disclosure.tsx';

type Category = (typeof CONSENT_CATEGORIES)[number];

export function GDPRConsentDialog(props: { onChosen?(levels: ConsentLevel[]): void }): ReactElement | null {
  const text = useText();
  const { user } = useSession();
  const [chosen, setChosen] = useState(() => readLocalConsent() !== undefined);
  const [customizing, setCustomizing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<Category>>(new Set(['necessary']));
  const [failed, setFailed] = useState(false);

  // A choice stored with the account (made on another device) is this browser's too.
  useEffect(() => {
    if (!user || chosen) return;
    let live = true;
    user
      .getGDPRConsent()
      .then(({ consents }) => {
        if (!live || consents.length === 0) return;
        writeLocalConsent(consents.map((c) => c.consent_level));
        setChosen(true);
      })
      .catch((error: unknown) => console.warn('Could not read the stored privacy choice.', error));
    return () => {
      live = false;
    };
  }, [user, chosen]);

  if (chosen) return null;

  const choose = async (levels: ConsentLevel[]) => {
    setFailed(false);
    try {
      await user?.setGDPRConsent(levels);
    } catch (error) {
      console.warn('Could not store the privacy choice.', error);
      setFailed(true);
      return;
    }
    writeLocalConsent(levels);
    setChosen(true);
    props.onChosen?.(levels);
  };
  const toggle = (category: Category, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(category);
      else next.delete(category);
      return next;
    });

  return (
    <Dialog open title={text('gdpr.dialog.title')} className="sid-gdpr-dialog">
      <p className="sid-gdpr-dialog__subtitle">{text('gdpr.dialog.subtitle')}</p>
      {customizing && (
        <ul className="sid-gdpr-dialog__categories">
          {CONSENT_CATEGORIES.map((category) => (
            <li key={category}>
              <Switch
                checked={category === 'necessary' || selected.has(category)}
                disabled={category === 'necessary'}
                onChange={(on) => toggle(category, on)}
                label={text(`gdpr.consent.${category}.title`)}
              />
              <p className="sid-gdpr-dialog__description">{text(`gdpr.consent.${category}.description`)}</p>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className="sid-gdpr-dialog__error">
          <strong>{text('gdpr.dialog.error.title')}</strong> {text('gdpr.dialog.error.subtitle')}
        </p>
      )}
      <div className="sid-gdpr-dialog__actions">
        {customizing ? (
          <Button onClick={() => void choose([...selected])}>{text('gdpr.dialog.save')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setCustomizing(true)}>
              {text('gdpr.dialog.customize')}
            </Button>
            <Button variant="secondary" onClick={() => void choose(['necessary'])}>
              {text('gdpr.dialog.reject')}
            </Button>
            <Button onClick={() => void choose([...CONSENT_CATEGORIES])}>{text('gdpr.dialog.accept')}</Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
