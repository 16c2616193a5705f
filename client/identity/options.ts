/** Options of the identity client and their checks. */
import { ENVIRONMENTS } from './constants.ts';
import { IdentityError } from './errors.ts';

type Environment = 'production' | 'sandbox' | { baseURL: string; sdkURL: string };

export interface IdentityOptions {
  /** Organisation id; required for analytics (on by default) and provider-initiated sign-in. */
  oid?: string;
  environment?: Environment;
  /** @deprecated flat form of `environment: {baseURL, sdkURL}`; cannot be combined with it. */
  baseURL?: string;
  sdkURL?: string;
  analyticsEnabled?: boolean;
  /** Send analytics only once the reader allowed them in the consent dialog. Default `false`. */
  analyticsConsentRequired?: boolean;
  identityProviderInitiatedSSOEnabled?: boolean;
  /**
   * What a single sign-on popup the browser blocks leads to: `'error'` (the default, as the vendor SDK: the
   * flow fails with "Popup blocked, please consider redirect instead") or `'redirect'` (the sign-in goes on
   * in this tab and returns to this page).
   */
  ssoPopupBlocked?: 'error' | 'redirect';
  /** The page's language (`<html lang>`): the e-mails the identity service sends the reader are in it. */
  language?: string;
  /** For tests and non-browser hosts; defaults to the global `fetch`. */
  fetch?: typeof fetch;
}

export interface ResolvedOptions {
  oid: string | undefined;
  baseURL: string;
  sdkURL: string;
  analyticsEnabled: boolean;
  analyticsConsentRequired: boolean;
  identityProviderInitiatedSSOEnabled: boolean;
  ssoPopupBlocked: 'error' | 'redirect';
  language: string | undefined;
  fetch: typeof fetch;
}

const invalid = (message: string) => new IdentityError('InvalidConfigurationError', message);

function isUrl(value: unknown, protocols?: string[]): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return protocols ? protocols.includes(url.protocol) : true;
  } catch {
    return false;
  }
}

function resolveEndpoints(options: IdentityOptions): { baseURL: string; sdkURL: string } {
  const { environment } = options;
  if (environment !== undefined) {
    if (options.baseURL !== undefined || options.sdkURL !== undefined) {
      throw invalid('"environment" cannot be combined with "baseURL" or "sdkURL": use one or the other.');
    }
    if (environment === 'production' || environment === 'sandbox') return ENVIRONMENTS[environment];
    if (typeof environment !== 'object' || environment === null) {
      throw invalid(
        '"environment" must be "production", "sandbox" or an object with "baseURL" and "sdkURL".',
      );
    }
    if (typeof environment.baseURL !== 'string' || typeof environment.sdkURL !== 'string') {
      throw invalid('"environment" as an object needs "baseURL" and "sdkURL" strings.');
    }
    return { baseURL: environment.baseURL, sdkURL: environment.sdkURL };
  }
  return {
    baseURL: options.baseURL ?? ENVIRONMENTS.production.baseURL,
    sdkURL: options.sdkURL ?? ENVIRONMENTS.production.sdkURL,
  };
}

/** Checks the options and fills in the defaults; throws `InvalidConfigurationError` with the reason. */
export function resolveOptions(options: IdentityOptions | undefined): ResolvedOptions {
  if (options === undefined || options === null || typeof options !== 'object')
    throw invalid('options are required');
  const { baseURL, sdkURL } = resolveEndpoints(options);
  if (!isUrl(baseURL, ['http:', 'https:']))
    throw invalid(`"baseURL" must be a valid http or https URL, got "${baseURL}".`);
  if (!isUrl(sdkURL)) throw invalid(`"sdkURL" must be a valid URL, got "${sdkURL}".`);
  if (options.oid !== undefined && typeof options.oid !== 'string') throw invalid('"oid" must be a string.');
  if (options.language !== undefined && typeof options.language !== 'string')
    throw invalid('"language" must be a string.');
  const analyticsEnabled = options.analyticsEnabled ?? true;
  if (analyticsEnabled && !options.oid) {
    throw invalid('Analytics require the "oid" parameter: pass "oid" or set "analyticsEnabled: false".');
  }
  const idpInitiated = options.identityProviderInitiatedSSOEnabled ?? false;
  if (idpInitiated && !options.oid) {
    throw invalid('Identity-provider-initiated sign-in requires the "oid" parameter.');
  }
  const fetchImpl = options.fetch ?? globalThis.fetch?.bind(globalThis);
  if (!fetchImpl) throw invalid('No fetch implementation is available: pass "fetch".');
  return {
    oid: options.oid,
    baseURL: baseURL.replace(/(?<!\/)\/+$/, ''),
    sdkURL,
    analyticsEnabled,
    analyticsConsentRequired: options.analyticsConsentRequired ?? false,
    identityProviderInitiatedSSOEnabled: idpInitiated,
    ssoPopupBlocked: options.ssoPopupBlocked === 'redirect' ? 'redirect' : 'error',
    language: options.language,
    fetch: fetchImpl,
  };
}
