/** The calls of the identity API the sign-in flows make, each with exactly the headers the protocol lists for it. */
import type { Attestation, Challenge } from '../../core/identity/challenges.ts';
import type { Factor, Handle } from '../../core/identity/handles.ts';
import type { RawResponse, Transport } from './transport.ts';

interface IdRequest {
  oid: string;
  handle: Handle | null | undefined;
  factor: Factor;
  token?: string;
}

export type FlowApi = ReturnType<typeof createFlowApi>;

export function createFlowApi(http: Transport) {
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
    /** Raw, because a pending poll is a 2xx carrying `errors`. */
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
    ssoResolve: (
      oid: string | undefined,
      body: { challenge_id: string; code: string; pkce_code_verifier: string },
    ) => http.send({ method: 'POST', path: '/sso/resolve', orgId: oid, sdkVersion: false, body }),
  };
}
