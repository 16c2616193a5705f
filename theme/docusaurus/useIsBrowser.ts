import { useEffect, useState } from 'react';

/** `@docusaurus/useIsBrowser`: false on the server and while hydrating, so both render the same; true after. */
export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}
