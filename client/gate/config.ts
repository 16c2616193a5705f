/**
 * The gate's reading of the site's `signIn` configuration: API and SDK URLs on this origin by default.
 * What the sign-in form needs of it is in widget-config.ts, loaded with the form.
 */
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
  return { siteTitle: site.title, signIn, ...apiUrls(signIn, origin), theme, locale: site.locale.htmlLang };
}
