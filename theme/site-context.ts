import { createContext, useContext } from 'react';
import type { PageData, SiteData } from '../core/site/page-data.ts';

/** The site and the current page, provided once by `App` so deep components need no prop drilling. */
export interface SiteContextValue {
  site: SiteData;
  page: PageData;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value)
    throw new Error(
      'Theme component rendered outside <App>: the site context is missing. Render it inside App.',
    );
  return value;
}
