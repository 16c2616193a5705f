import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.ts';

/** `@docusaurus/BrowserOnly`: the fallback on the server, what `children()` makes once hydrated. */
export default function BrowserOnly(props: { children: () => ReactNode; fallback?: ReactNode }) {
  const isBrowser = useIsBrowser();
  return <>{isBrowser ? props.children() : (props.fallback ?? null)}</>;
}
