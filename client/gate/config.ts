/**
 * The gate's reading of the site's `signIn` configuration: API and SDK URLs on this origin by default.
 * What the sign-in form needs of it is in widget-config.ts, loaded with the form.
 */
import { localizeRoute } from '../../core/i18n/locale-routes.ts';
import type { SignInSiteData, SiteData } from '../../core/site/page-data.ts';
import { themeTranslate, type Translate } from '../../theme/i18n/theme-strings.ts';

export interface GateConfig {
  siteTitle: string;
  signIn: SignInSiteData;
  baseURL: string;
  sdkURL: string;
  /** The colour mode when the page loaded, which the widget takes on. */
  theme: 'light' | 'dark';
  /** The page's language (`<html lang>`): the widget's texts are in it. */
  locale: string;
  /** The gate's own texts (Log in, the link prompt, …): the theme's, in the page's locale. */
  t: Translate;
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
  const t = themeTranslate(locale, site.translations);
  // A reader of another locale signs in on that locale's copy of the page (in their language).
  const privateRedirectPath = localizeRoute(signIn.privateRedirectPath, site.locale);
  return {
    siteTitle: site.title,
    signIn: { ...signIn, privateRedirectPath },
    ...apiUrls(signIn, origin),
    theme,
    locale,
    t,
  };
}
