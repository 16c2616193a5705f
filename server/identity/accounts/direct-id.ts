/**
 * Direct-ID (`POST /direct-id`): a signed-in reader asks for a one-time `?challenges=` value that signs them in
 * (as themselves, factor `direct_id`) wherever it is opened, e.g. on another device, within the link lifetime.
 */
import type { TokenClaims } from '../../../core/identity/index.ts';
import { Failures } from '../errors.ts';
import { urlChallenge } from '../flows/url-challenge.ts';
import type { IdentityService } from '../service.ts';
import type { PersonRecord } from '../storage/types.ts';

export async function createDirectId(
  service: IdentityService,
  params: { person: PersonRecord; claims: TokenClaims; device: string },
): Promise<string> {
  const handle = params.person.handles[0];
  // An anonymous reader has nothing to sign in as; an impersonation must not outlive its 15 minutes this way.
  if (params.person.personType !== 'regular' || !handle || params.claims.act)
    throw Failures.directIdNotAllowed();
  return (await urlChallenge(service, { method: 'direct_id', handle, device: params.device })).challenges;
}
