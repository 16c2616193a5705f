/**
 * Whether speculative loading is welcome: never with save-data on, never on a 2g
 * connection (`slow-2g` and `2g`). Browsers without the Network Information API count as welcome.
 */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function canPrefetch(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
