/**
 * Switching organisation: a token for another organisation the reader belongs to, in exchange for a valid
 * token of theirs. The new token names the same person and factors, carries the groups and roles the reader has
 * in the target organisation, and ends no later than the token it was asked with (switching never extends a session).
 *
 * Threat: an impersonation escaping its organisation. An admin of one organisation may impersonate its readers
 * there only; a reader who also belongs elsewhere must not take the admin there. A token with `act` is
 * exchanged only for its own organisation (keeping `act`), and every exchange it asks for is audited.
 */
import { auditImpersonationUse } from '../accounts/impersonation-audit.ts';
import { Failures } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import { reissuable } from '../tokens/token-service.ts';
import { standingIn } from './membership.ts';

export async function tokenForOrganization(
  service: IdentityService,
  bearer: string | undefined,
  targetOrgId: string | undefined,
): Promise<string> {
  const { storage, tokens } = service;
  const verdict = bearer ? await tokens.verifyWithPerson(bearer) : undefined;
  if (!verdict?.ok) throw Failures.unauthorized();
  if (!targetOrgId) throw Failures.missingOrganization();
  const held = verdict.claims;
  const escapes = held.act !== undefined && targetOrgId !== held.oid;
  await auditImpersonationUse(service, held, {
    action: 'token exchange',
    detail: `for organisation ${targetOrgId}`,
    refused: escapes,
  });
  if (escapes) throw Failures.impersonationConfined();
  const person = await storage.persons.get(held.person_id);
  const served = await service.organizations.serves(targetOrgId);
  const standing = person && served ? await standingIn(storage, person, targetOrgId) : undefined;
  if (!standing) throw Failures.notMember();
  return (await tokens.issue({ ...reissuable(held), ...standing, oid: targetOrgId, first_token: false }))
    .token;
}
