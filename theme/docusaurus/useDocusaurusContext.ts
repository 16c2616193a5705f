import { useMdxPage } from './page-context.ts';

/** `@docusaurus/useDocusaurusContext`: the site's configuration and its one locale. */
export default function useDocusaurusContext() {
  const { siteConfig } = useMdxPage();
  return {
    siteConfig,
    siteMetadata: { docusaurusVersion: '3' },
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
  };
}
