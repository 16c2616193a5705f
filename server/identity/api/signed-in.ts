/** The reader a request's bearer token names, for the calls a signed-in (or anonymous) reader makes. */
import type { FastifyRequest } from 'fastify';
import type { TokenClaims } from '../../../core/identity/index.ts';
import { auditImpersonationUse } from '../accounts/impersonation-audit.ts';
import { Failures } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import type { PersonRecord } from '../storage/types.ts';
import { bearerToken } from './request-info.ts';

export interface SignedIn {
  token: string;
  claims: TokenClaims;
  person: PersonRecord;
}

/**
 * A valid token whose person exists, is active and belongs to its organisation; else `401`. A call with an
 * impersonation token is audited (by route pattern, which holds no secret) before it is answered.
 */
export async function signedIn(service: IdentityService, request: FastifyRequest): Promise<SignedIn> {
  const token = bearerToken(request);
  const verdict = token ? await service.tokens.verifyWithPerson(token) : undefined;
  if (!token || !verdict?.ok) throw Failures.unauthorized();
  const person = await service.storage.persons.get(verdict.claims.person_id);
  if (!person) throw Failures.unauthorized();
  await auditImpersonationUse(service, verdict.claims, {
    action: 'API call',
    detail: `${request.method} ${request.routeOptions.url ?? ''}`,
  });
  return { token, claims: verdict.claims, person };
}

/** A query parameter's values, whether repeated (`?a=x&a=y`) or comma-joined (`?a=x,y`). */
export function queryList(request: FastifyRequest, name: string): string[] | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}
