import type { ReactElement } from 'react';
import { LockIcon } from './icons.tsx';

/**
 * Marks an entry the reader may not open (sites with `signIn.showLockedEntries`): a lock, and words for screen
 * readers.
 */
export function Locked(): ReactElement {
  return (
    <span className="locked">
      <LockIcon />
      <span className="visually-hidden"> (locked)</span>
    </span>
  );
}
