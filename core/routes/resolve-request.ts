import { htmlFileForRoute, needsNormalizing, normalizeRoute } from './paths.ts';

export type Resolution =
  { kind: 'redirect'; location: string } | { kind: 'file'; file: string } | { kind: 'notFound' };

/**
 * Maps a request path to a file of the build: clean routes to their `.html` file, assets as they are, and the
 * non-clean forms (`x.html`, `x/index.html`, `x/`) to a redirect to the clean path.
 */
export function resolveRequestPath(rawPath: string, exists: (file: string) => boolean): Resolution {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath.split('?')[0] ?? '/');
  } catch {
    return { kind: 'notFound' };
  }
  // Never leave the build directory, whatever the encoding; dot-names (the server manifest) are never served;
  // `//host/x.html` would redirect to another site (protocol-relative), so empty segments are never served,
  // nor control characters (browsers drop tabs and newlines from addresses: `/\t/host` becomes `//host`).
  if (
    hasControlCharacter(pathname) ||
    pathname.includes('\\') ||
    pathname.includes('//') ||
    pathname.split('/').some((s) => s.startsWith('.'))
  ) {
    return { kind: 'notFound' };
  }
  if (/\.html$|\/$/.test(pathname) && pathname !== '/') {
    return needsNormalizing(pathname)
      ? { kind: 'redirect', location: normalizeRoute(pathname) }
      : { kind: 'notFound' };
  }
  if (pathname === '/index.html') return { kind: 'redirect', location: '/' };
  const asFile = pathname.slice(1);
  if (asFile !== '' && /\.[a-z0-9]+$/i.test(asFile) && exists(asFile)) return { kind: 'file', file: asFile };
  const html = htmlFileForRoute(pathname);
  return exists(html) ? { kind: 'file', file: html } : { kind: 'notFound' };
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
