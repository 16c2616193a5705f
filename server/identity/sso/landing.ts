/**
 * Where the browser goes once the provider has vouched for the reader, carrying `sso_challenge_id`,
 * `sso_code` and `csrf_token`:
 * - popup mode: the return page on the API's origin (`GET /sso/return`), which posts them to the page that
 *   opened the popup and closes;
 * - redirect mode: the page the reader started from (`redirect_target`), plus `challenges=` with the proxy
 *   challenge whose poll delivers the token there.
 * A refused sign-in goes the same ways with `sso_error=<reason>` instead (`refusalUrl`); one whose flow is
 * unknown goes to the return page, which tells an opener or else sends the browser to the site's root.
 * Only the site's own origin and the allowed origins are targets, so the return is never an open redirect.
 */
import {
  encodeChallengesParam,
  SSO_ERROR_PARAM,
  ssoRefusalOf,
  type ProxyChallenge,
} from '../../../core/identity/index.ts';
import type { IdentityError } from '../errors.ts';
import { CHALLENGES_PARAM, PACK_PARAM } from '../../../core/identity/link-params.ts';
import type { IdentityService } from '../service.ts';
import type { SsoFlowState } from './flow-state.ts';

const SSO_RETURN_PARAMS = ['sso_challenge_id', 'sso_code', 'csrf_token'] as const;
/** Provider-initiated sign-in: `iss=social:<provider>:<client_id>` on a page of the site. */
export const PROVIDER_INITIATED_PARAM = 'iss';
export const SSO_RETURN_PATH = '/sso/return';

/** `target` when it is a page of an allowed origin (without sign-in parameters), else the site's root. */
export function allowedTarget(service: IdentityService, target: unknown): string {
  const { publicUrl, allowedOrigins } = service.config;
  if (typeof target === 'string') {
    try {
      const url = new URL(target, `${publicUrl}/`);
      if (allowedOrigins.has(url.origin) && (url.protocol === 'https:' || url.protocol === 'http:')) {
        for (const name of [
          ...SSO_RETURN_PARAMS,
          CHALLENGES_PARAM,
          PACK_PARAM,
          PROVIDER_INITIATED_PARAM,
          SSO_ERROR_PARAM,
        ])
          url.searchParams.delete(name);
        url.hash = '';
        return url.toString();
      }
    } catch {
      // Not a URL: the site's root it is.
    }
  }
  return `${publicUrl}/`;
}

/** The URL the provider's answer sends the browser on to. */
export function returnUrl(
  service: IdentityService,
  params: { challengeId: string; state: SsoFlowState; method: ProxyChallenge['authentication_method'] },
): string {
  const { challengeId, state } = params;
  const url =
    state.uxMode === 'popup'
      ? new URL(`${service.config.apiUrl}${SSO_RETURN_PATH}`)
      : new URL(state.redirectTarget);
  url.searchParams.set('sso_challenge_id', challengeId);
  url.searchParams.set('sso_code', state.code);
  url.searchParams.set('csrf_token', state.csrfToken);
  if (state.uxMode === 'redirect') {
    const proxy: ProxyChallenge = {
      id: state.proxy.id,
      type: 'proxy',
      authentication_method: params.method,
      options: { challenge_id: state.proxy.pollSecret },
    };
    url.searchParams.set(CHALLENGES_PARAM, encodeChallengesParam([proxy]));
  }
  return url.toString();
}

/** Where a refused sign-in sends the browser: its page in redirect mode, else the return page. */
export function refusalUrl(
  service: IdentityService,
  state: SsoFlowState | undefined,
  error: IdentityError,
): string {
  const url =
    state?.uxMode === 'redirect'
      ? new URL(state.redirectTarget)
      : new URL(`${service.config.apiUrl}${SSO_RETURN_PATH}`);
  url.searchParams.set(SSO_ERROR_PARAM, ssoRefusalOf(error.message) ?? 'failed');
  return url.toString();
}
