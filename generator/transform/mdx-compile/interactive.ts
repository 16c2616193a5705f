import { readFileSync } from 'node:fs';

/**
 * React state, effects and event handlers: a component that uses none of them renders the same in the browser as
 * on the server, and needs no hydration. Checked on the page's compiled module and on every module its bundle
 * keeps (the site's own and its packages', docgen's shims: `BrowserOnly` and `useIsBrowser` use state).
 */
const INTERACTIVE =
  /\buse(?:State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|ActionState|Optimistic)\b|\bon[A-Z][A-Za-z]*\s*[:=]/;

export function isInteractive(page: string, inputs: readonly string[]): boolean {
  return (
    INTERACTIVE.test(page) ||
    inputs.some((path) => /\.[cm]?[jt]sx?$/.test(path) && INTERACTIVE.test(readFileSync(path, 'utf8')))
  );
}
