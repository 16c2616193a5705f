/**
 * The page the reader first asked for, to land on after signing in. Only same-origin paths are accepted:
 * anything else (another origin, `//host`, `javascript:`) is ignored, so the value cannot redirect away.
 */
const KEY = 'docgen:return-to';

export function safeReturnPath(value: string | null | undefined, origin: string): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const url = new URL(value, origin);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // `/.//host` normalises to `//host`, which a browser would read as another site.
    return url.origin === origin && !path.startsWith('//') ? path : undefined;
  } catch {
    return undefined;
  }
}

export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch (error) {
    console.warn('Could not remember the requested page; continuing without it.', error);
  }
}

/** Reads and forgets the remembered page. */
export function takeReturnTo(origin: string): string | undefined {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return safeReturnPath(value, origin);
  } catch {
    return undefined;
  }
}

/** The query parameter `docgen serve` adds when it sends a reader to the redirect path to sign in. */
const RETURN_TO_PARAM = 'return_to';

/**
 * Keeps a same-origin `return_to` of the address (anything else is dropped) for after sign-in, and removes
 * it from the address bar.
 */
export function adoptReturnToParam(origin: string): void {
  const url = new URL(location.href);
  const value = url.searchParams.get(RETURN_TO_PARAM);
  if (value === null) return;
  const path = safeReturnPath(value, origin);
  if (path) rememberReturnTo(path);
  url.searchParams.delete(RETURN_TO_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
