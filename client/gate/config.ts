/**
 * The gate's reading of the site's `signIn` configuration: API and SDK URLs on this origin by default, the
 * form's factors (e-mail link by default, plus an OIDC popup factor when a client and provider are set) and
 * default country US (spec.md §5 "Access checks").
 */
import type { SignInSiteData, SiteData } from '../../core/site/page-data.ts';
import type { FactorConfig, WidgetConfig } from '../widget/config.ts';

export interface GateConfig {
  signIn: SignInSiteData;
  baseURL: string;
  sdkURL: string;
  widget: Partial<WidgetConfig>;
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

export function formFactors(signIn: SignInSiteData): FactorConfig[] {
  const configured = signIn.formConfiguration.factors as FactorConfig[];
  const factors: FactorConfig[] = configured.length > 0 ? [...configured] : [{ method: 'email_link' }];
  if (signIn.oidcClientID && signIn.oidcProvider && !factors.some((f) => f.method === 'oidc')) {
    factors.push({
      method: 'oidc',
      options: { client_id: signIn.oidcClientID, provider: signIn.oidcProvider, ux_mode: 'popup' },
    });
  }
  return factors;
}

export function gateConfig(site: SiteData, origin: string, theme: 'light' | 'dark'): GateConfig | undefined {
  const { signIn } = site;
  if (!signIn) return undefined;
  const form = signIn.formConfiguration;
  return {
    signIn,
    ...apiUrls(signIn, origin),
    widget: {
      factors: formFactors(signIn),
      logo: form.logo,
      text: { 'initial.title': `Welcome to ${site.title}`, ...form.text },
      storeLastHandle: form.storeLastHandle,
      showBanner: form.showBanner,
      defaultCountryCode: form.defaultCountryCode || 'US',
      theme,
    },
  };
}
