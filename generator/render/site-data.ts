import type { Site } from '../../core/site/model.ts';
import type { SignInConfig } from '../../core/config/schema.ts';
import type { SignInSiteData, SiteData, VersionData } from '../../core/site/page-data.ts';
import { navbarVersionLinks } from './version-links.ts';

/** The part of the configuration every page needs, embedded once per HTML page. */
export function buildSiteData(site: Site): SiteData {
  const { config } = site;
  return {
    title: config.title,
    tagline: config.tagline,
    productName: config.productName,
    frameworkVersion: config.frameworkVersion,
    favicon: config.favicon,
    navbar: config.navbar,
    footer: config.footer,
    announcementBar: config.announcementBar,
    colorMode: { defaultMode: config.colorMode.defaultMode, disableSwitch: config.colorMode.disableSwitch },
    docs: { pluginId: config.docs.pluginId, sidebarCollapsible: config.docs.sidebarCollapsible },
    versions: site.versions.map((version): VersionData => ({
      name: version.name,
      label: version.label,
      isLast: version.isLast,
      path: version.path,
      banner: version.banner,
      mainDocPermalink: version.docs.find((d) => d.id === version.mainDocId)?.permalink ?? version.path,
    })),
    navbarVersionLinks: navbarVersionLinks(site),
    ...(config.signIn ? { signIn: signInSiteData(config.signIn) } : {}),
    ...(config.ai.markdown ? { pageMarkdown: true } : {}),
    ...(config.ai.mcp && config.signIn ? { assistantsPage: true } : {}),
  };
}

/** The public part of `signIn`: everything but the registration policy, which only the server needs. */
function signInSiteData(signIn: SignInConfig): SignInSiteData {
  return {
    orgID: signIn.orgID,
    forceLogin: signIn.forceLogin,
    baseURL: signIn.baseURL,
    sdkURL: signIn.sdkURL,
    privatePaths: signIn.privatePaths.map((rule) =>
      typeof rule === 'string' ? { path: rule, groups: [] } : rule,
    ),
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
