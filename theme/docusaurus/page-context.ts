import { createContext, useContext } from 'react';

/** Docusaurus' `siteConfig`, as much of it as docgen's site configuration gives. */
export interface DocusaurusSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  customFields: Record<string, unknown>;
}

/** What the Docusaurus client API shims tell a site's components about the page they are on. */
export interface MdxPageInfo {
  route: string;
  siteConfig: DocusaurusSiteConfig;
}

export const MdxPageContext = createContext<MdxPageInfo>({
  route: '/',
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {} },
});

export function useMdxPage(): MdxPageInfo {
  return useContext(MdxPageContext);
}
