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
  // Never leave the build directory, whatever the encoding; dot-names (the server manifest) are never served.
  if (
    pathname.includes('\0') ||
    pathname.includes('\\') ||
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
