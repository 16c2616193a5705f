/** What the API reads from a request besides its body: who is asking, from what, with which token. */
import type { FastifyRequest } from 'fastify';
import { clientAddress, rateLimitSubject, type TrustProxy } from '../context/client-ip.ts';
import { describeDevice } from '../context/device.ts';
import { knownAddressHash } from '../limits/device-cookie.ts';
import { chooseMailLanguage } from '../mail/language.ts';
import type { RequestOrigin } from '../factors/types.ts';
import type { IdentityService } from '../service.ts';

/** The client's address as the limits see it: the forwarded one when `TRUST_PROXY` says a proxy is in front. */
export function clientAddressOf(request: FastifyRequest, trustProxy: TrustProxy): string {
  return clientAddress({
    remoteAddress: request.socket.remoteAddress,
    forwardedFor: request.headers['x-forwarded-for'],
    trustProxy,
  });
}

/** Who a per-client limit counts a request against: its client address (`/64` for IPv6), as keyed text. */
export function clientSubjectOf(request: FastifyRequest, trustProxy: TrustProxy): string {
  return rateLimitSubject(clientAddressOf(request, trustProxy));
}

export function requestOrigin(
  service: Pick<IdentityService, 'config' | 'hasher'>,
  request: FastifyRequest,
): RequestOrigin {
  const origin = singleHeader(request, 'origin');
  const known = knownAddressHash(service.hasher, request.headers.cookie);
  const language = chooseMailLanguage(request.headers['accept-language'], service.config.mailLanguages);
  return {
    clientSubject: clientSubjectOf(request, service.config.trustProxy),
    language,
    device: describeDevice(request.headers['user-agent'], language),
    ...(origin ? { origin } : {}),
    ...(known ? { knownAddressHash: known } : {}),
  };
}

/** The token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
