import type { Site } from '../../core/site/model.ts';
import type { SignInConfig } from '../../core/config/schema.ts';
import type { SignInSiteData, SiteData, VersionData } from '../../core/site/page-data.ts';
import { defaultSiteLocale, siteLocales, type SiteLocale } from '../../core/i18n/site-locales.ts';
import { privatePathsForLocales } from '../../core/access/locale-rules.ts';
import { navbarVersionLinks } from './version-links.ts';

/** The part of the configuration every page needs, embedded once per HTML page. */
export function buildSiteData(site: Site): SiteData {
  const { config } = site;
  const locales = siteLocales(config.i18n);
  const locale = defaultSiteLocale(locales);
  return {
    title: config.title,
    url: config.url,
    tagline: config.tagline,
    productName: config.productName,
    frameworkVersion: config.frameworkVersion,
    favicon: config.favicon,
    navbar: config.navbar,
    footer: config.footer,
    announcementBar: config.announcementBar,
    colorMode: { defaultMode: config.colorMode.defaultMode, disableSwitch: config.colorMode.disableSwitch },
    docs: {
      pluginId: config.docs.pluginId,
      sidebarCollapsible: config.docs.sidebarCollapsible,
      breadcrumbs: config.docs.breadcrumbs,
    },
    versions: site.versions.map((version): VersionData => ({
      name: version.name,
      instance: version.instance,
      label: version.label,
      ...(version.badge === undefined ? {} : { badge: version.badge }),
      isLast: version.isLast,
      path: version.path,
      banner: version.banner,
      mainDocPermalink: version.docs.find((d) => d.id === version.mainDocId)?.permalink ?? version.path,
    })),
    navbarVersionLinks: navbarVersionLinks(site),
    ...(config.signIn ? { signIn: signInSiteData(config.signIn, locales) } : {}),
    ...(config.ai.markdown ? { pageMarkdown: true } : {}),
    ...(config.ai.mcp && config.signIn ? { assistantsPage: true } : {}),
    locale,
    locales,
    ...(site.codeTranslations[locale.locale] ? { translations: site.codeTranslations[locale.locale] } : {}),
  };
}

/** The public part of `signIn`: everything but the registration policy, which only the server needs. */
function signInSiteData(signIn: SignInConfig, locales: readonly SiteLocale[]): SignInSiteData {
  return {
    orgID: signIn.orgID,
    forceLogin: signIn.forceLogin,
    baseURL: signIn.baseURL,
    sdkURL: signIn.sdkURL,
    privatePaths: privatePathsForLocales(signIn.privatePaths, locales),
    privateRedirectPath: signIn.privateRedirectPath,
    uxMode: signIn.uxMode,
    oidcClientID: signIn.oidcClientID,
    oidcProvider: signIn.oidcProvider,
    privacyConsent: signIn.privacyConsent,
    organizationSwitcher: signIn.organizationSwitcher,
    anonymousReaders: signIn.anonymousReaders,
    formConfiguration: signIn.formConfiguration,
  };
}
