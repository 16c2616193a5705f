/**
 * The sign-in form's configuration from the site's `signIn`: its factors (e-mail link by default, plus an OIDC
 * popup factor when a client and provider are set), text and default country US.
 */
import type { SignInSiteData } from '../../core/site/page-data.ts';
import type { FactorConfig, WidgetConfig } from '../widget/config.ts';
import type { GateConfig } from './config.ts';

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

export function widgetConfig({ siteTitle, signIn, theme }: GateConfig): Partial<WidgetConfig> {
  const form = signIn.formConfiguration;
  return {
    factors: formFactors(signIn),
    logo: form.logo,
    text: { 'initial.title': `Welcome to ${siteTitle}`, ...form.text },
    storeLastHandle: form.storeLastHandle,
    showBanner: form.showBanner,
    defaultCountryCode: form.defaultCountryCode || 'US',
    theme,
  };
}
