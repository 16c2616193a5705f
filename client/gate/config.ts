/**
 * The gate's reading of the site's `signIn` configuration: API and SDK URLs on this origin by default.
 * What the sign-in form needs of it is in widget-config.ts, loaded with the form.
 */
import { localizeRoute } from '../../core/i18n/locale-routes.ts';
import type { SignInSiteData, SiteData } from '../../core/site/page-data.ts';

export interface GateConfig {
  siteTitle: string;
  signIn: SignInSiteData;
  baseURL: string;
  sdkURL: string;
  /** The colour mode when the page loaded, which the widget takes on. */
  theme: 'light' | 'dark';
  /** The page's language (`<html lang>`): the widget's texts are in it. */
  locale: string;
}

export function apiUrls(
  signIn: Pick<SignInSiteData, 'baseURL' | 'sdkURL'>,
  origin: string,
): { baseURL: string; sdkURL: string } {
  return {
    baseURL: signIn.baseURL || `${origin}/api`,
    sdkURL: signIn.sdkURL || `${origin}/api/sdk.html`,
  };
}

export function gateConfig(site: SiteData, origin: string, theme: 'light' | 'dark'): GateConfig | undefined {
  const { signIn } = site;
  if (!signIn) return undefined;
  const locale = site.locale.htmlLang;
  // A reader of another locale signs in on that locale's copy of the page (in their language).
  const privateRedirectPath = localizeRoute(signIn.privateRedirectPath, site.locale);
  return {
    siteTitle: site.title,
    signIn: { ...signIn, privateRedirectPath },
    ...apiUrls(signIn, origin),
    theme,
    locale,
  };
}
