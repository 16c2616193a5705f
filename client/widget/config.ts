/** Widget configuration and its defaults. */
import type { Factor, HandleType } from '../../core/identity/handles.ts';

export interface FactorConfig extends Factor {
  allowedHandleTypes?: HandleType[];
  /** SSO button label and logo. */
  label?: string;
  logo?: string;
}

export interface WidgetConfig {
  factors: FactorConfig[];
  text: Record<string, string>;
  /** An image URL; missing: the default logo (with an info log). */
  logo?: string;
  storeLastHandle: boolean;
  showBanner: boolean;
  defaultCountryCode: string;
  theme: 'light' | 'dark' | 'auto';
  /** Whitelisted CSS custom properties (see customisation.ts). */
  customisation?: Record<string, string>;
}

export const DEFAULT_CONFIG: WidgetConfig = {
  factors: [{ method: 'webauthn' }, { method: 'email_link' }],
  text: {},
  storeLastHandle: false,
  showBanner: true,
  defaultCountryCode: 'US',
  theme: 'light',
};

export function withDefaults(config: Partial<WidgetConfig>): WidgetConfig {
  const defined = Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_CONFIG, ...defined } as WidgetConfig;
}
