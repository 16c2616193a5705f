/**
 * The page the reader first asked for, to land on after signing in. Only same-origin paths are accepted:
 * anything else (another origin, `//host`, `javascript:`) is ignored, so the value cannot redirect away.
 */
const KEY = 'docgen:return-to';

export function safeReturnPath(value: string | null | undefined, origin: string): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
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
