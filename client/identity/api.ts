/**
 * The calls of the identity API (`docs/identity-api.md`) a session and its users make, each with exactly the headers the protocol lists
 * for it. Those of the sign-in flows are in flow-api.ts, loaded with the flows.
 */
import type { ConsentLevel, GdprConsentResult } from '../../core/identity/consent.ts';
import type { MeResult } from '../../core/identity/person.ts';
import type { TokenValidation } from '../../core/identity/tokens.ts';
import type { Transport } from './transport.ts';

export type Api = ReturnType<typeof createApi>;

export function createApi(http: Transport) {
  return {
    validateToken: (token: string) =>
      http.call<TokenValidation>({ method: 'POST', path: '/token/validate', token, body: { token } }),
    revokeToken: (token: string) =>
      http.send({ method: 'POST', path: '/token/revoke', token, body: { token } }),
    providerSignOut: (token: string) =>
      http.call<{ logout_url?: string }>({
        method: 'POST',
        path: '/sso/oidc/logout',
        token,
        sdkVersion: false,
      }),
    me: (token: string) => http.call<MeResult>({ method: 'GET', path: '/me', token, sdkVersion: false }),
    tokenForOrganization: (token: string, targetOid: string) =>
      http.call<string>({ method: 'GET', path: '/token', token, orgId: targetOid }),
    createAnonymous: (oid: string, region?: string) =>
      http.call<string>({
        method: 'POST',
        path: '/persons/anonymous',
        orgId: oid,
        sdkVersion: false,
        retry: true,
        body: region ? { region } : {},
      }),
    getAttributes: (token: string, bucket: string, attributes?: string[]) =>
      http.call<Record<string, unknown>>({
        method: 'GET',
        path: `/attributes/${encodeURIComponent(bucket)}`,
        token,
        query: { attributes },
      }),
    setAttributes: (token: string, bucket: string, values: Record<string, unknown>) =>
      http.send({ method: 'PUT', path: `/attributes/${encodeURIComponent(bucket)}`, token, body: values }),
    deleteAttributes: (token: string, bucket: string, attributes?: string[]) =>
      http.send({
        method: 'DELETE',
        path: `/attributes/${encodeURIComponent(bucket)}`,
        token,
        query: { attributes },
      }),
    createDirectId: (token: string) => http.call<string>({ method: 'POST', path: '/direct-id', token }),
    impersonate: (token: string, oid: string, personId: string) =>
      http.call<string>({
        method: 'POST',
        path: `/persons/${encodeURIComponent(personId)}/impersonate`,
        token,
        orgId: oid,
      }),
    getConsent: (token: string) => http.call<GdprConsentResult>({ method: 'GET', path: CONSENT, token }),
    /** `replace`: the levels become exactly these (`PUT`); `add` adds them (`POST`). */
    changeConsent: (token: string, change: 'replace' | 'add', levels: ConsentLevel[]) =>
      http.call<GdprConsentResult>({
        method: change === 'replace' ? 'PUT' : 'POST',
        path: CONSENT,
        token,
        body: { consent_levels: levels },
      }),
    /** Removes the levels, or every level without `levels`. */
    removeConsent: (token: string, levels?: ConsentLevel[]) =>
      http.send({
        method: 'DELETE',
        path: CONSENT,
        token,
        query: levels ? { consent_levels: levels } : { deleteAll: 'true' },
      }),
  };
}

const CONSENT = '/consent/gdpr';
