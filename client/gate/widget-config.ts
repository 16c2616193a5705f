/**
 * The sign-in form's configuration from the site's `signIn`: its factors (e-mail link by default, plus an OIDC
 * popup factor when a client and provider are set), text in the page's language and default country US.
 */
import { use, useMemo } from 'react';
import type { SignInSiteData } from '../../core/site/page-data.ts';
import type { FactorConfig, WidgetConfig } from '../widget/config.ts';
import { interpolate } from '../widget/text/index.ts';
import { widgetTexts } from '../widget/text/locales/index.ts';
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

/** The widget's configuration, its texts those of the page's language (`widgetTexts`). */
export function widgetConfig(
  { siteTitle, signIn, theme }: GateConfig,
  texts: Readonly<Record<string, string>>,
): Partial<WidgetConfig> {
  const form = signIn.formConfiguration;
  return {
    factors: formFactors(signIn),
    logo: form.logo,
    text: {
      ...texts,
      'initial.title': interpolate(texts['initial.title'] ?? '', { SITE_TITLE: siteTitle }),
      ...form.text,
    },
    storeLastHandle: form.storeLastHandle,
    showBanner: form.showBanner,
    defaultCountryCode: form.defaultCountryCode || 'US',
    theme,
  };
}

/**
 * The widget's configuration in the page's language: suspends until that language's texts are fetched (once per
 * language).
 */
export function useWidgetConfig(gate: GateConfig): Partial<WidgetConfig> {
  const texts = use(widgetTexts(gate.locale));
  return useMemo(() => widgetConfig(gate, texts), [gate, texts]);
}
