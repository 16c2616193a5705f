import { useMdxPage } from './page-context.ts';

/** `@docusaurus/useBaseUrl`: a site path under the base URL (docgen's is always `/`); full URLs as they are. */
export default function useBaseUrl(
  url: string,
  options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {},
): string {
  const { siteConfig } = useMdxPage();
  return withBaseUrl(url, siteConfig.url, options);
}

export function useBaseUrlUtils() {
  const { siteConfig } = useMdxPage();
  return {
    withBaseUrl: (url: string, options?: { absolute?: boolean }) => withBaseUrl(url, siteConfig.url, options),
  };
}

function withBaseUrl(url: string, siteUrl: string, options: { absolute?: boolean } = {}): string {
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  return options.absolute ? `${siteUrl.replace(/\/$/, '')}${path}` : path;
}
