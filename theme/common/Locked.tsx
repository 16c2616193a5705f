import type { ReactElement } from 'react';
import { LockIcon } from './icons.tsx';
import { useTranslate } from '../i18n/use-translate.ts';

/**
 * Marks an entry the reader may not open (sites with `signIn.showLockedEntries`): a lock, and words for screen
 * readers.
 */
export function Locked(): ReactElement {
  const t = useTranslate();
  return (
    <span className="locked">
      <LockIcon />
      <span className="visually-hidden"> {t('docgen.locked')}</span>
    </span>
  );
}
