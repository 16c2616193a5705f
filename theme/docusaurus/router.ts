import { useMdxPage } from './page-context.ts';

/** `@docusaurus/router`'s `useLocation`: the page's route on the server, the address bar in the browser. */
export function useLocation(): { pathname: string; search: string; hash: string } {
  const { route } = useMdxPage();
  if (typeof window === 'undefined') return { pathname: route, search: '', hash: '' };
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}
