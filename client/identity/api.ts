/** The calls of protocol.md §2 the SDK makes, each with exactly the headers the protocol lists for it. */
import type { Attestation, Challenge } from '../../core/identity/challenges.ts';
import type { Factor, Handle } from '../../core/identity/handles.ts';
import type { MeResult } from '../../core/identity/person.ts';
import type { TokenValidation } from '../../core/identity/tokens.ts';
import type { RawResponse, Transport } from './transport.ts';

export interface IdRequest {
  oid: string;
  handle: Handle | null | undefined;
  factor: Factor;
  token?: string;
}

export type Api = ReturnType<typeof createApi>;

export function createApi(http: Transport) {
  return {
    id: ({ oid, handle, factor, token }: IdRequest) =>
      http.call<Challenge[]>({
        method: 'POST',
        path: '/id',
        orgId: oid,
        token,
        retry: true,
        body: handle ? { handle, factor } : { factor },
      }),
    /** Raw, because a pending poll is a 2xx carrying `errors` (protocol.md §4.1). */
    pollChallenge: (challengeId: string, token?: string): Promise<RawResponse> =>
      http.send({
        method: 'GET',
        path: `/challenge/${encodeURIComponent(challengeId)}/v2`,
        token,
        retry: true,
      }),
    attest: (attestation: Attestation, token?: string): Promise<RawResponse> =>
      http.send({ method: 'POST', path: '/attestation/v3', body: attestation, token, retry: true }),
    challengePack: (packId: string) =>
      http.call<Challenge[]>({
        method: 'GET',
        path: `/challenge_pack/${encodeURIComponent(packId)}`,
        retry: true,
      }),
    recover: (oid: string, handle: Handle, method: Factor['method']) =>
      http.call<Challenge[]>({
        method: 'POST',
        path: '/recover',
        orgId: oid,
        retry: true,
        body: { handle, factor: { method } },
      }),
    validateToken: (token: string) =>
      http.call<TokenValidation>({ method: 'POST', path: '/token/validate', token, body: { token } }),
    revokeToken: (token: string) =>
      http.send({ method: 'POST', path: '/token/revoke', token, body: { token } }),
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
    ssoResolve: (
      oid: string | undefined,
      body: { challenge_id: string; code: string; pkce_code_verifier: string },
    ) => http.send({ method: 'POST', path: '/sso/resolve', orgId: oid, sdkVersion: false, body }),
    getAttributes: (token: string, bucket: string, attributes?: string[]) =>
      http.call<Record<string, unknown>>({
        method: 'GET',
        path: `/attributes/${encodeURIComponent(bucket)}`,
        token,
        query: { attributes },
      }),
    setAttributes: (token: string, bucket: string, values: Record<string, unknown>) =>
      http.send({ method: 'PUT', path: `/attributes/${encodeURIComponent(bucket)}`, token, body: values }),
  };
}
