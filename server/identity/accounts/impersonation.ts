/**
 * Impersonation (`POST /persons/{person_id}/impersonate`): a member of the site's admin group
 * (`impersonationGroup`) in an organisation may sign in as another reader of that organisation, to see the site
 * as they do. The answer is a one-time `?challenges=` value (v2: a link to `target_url` carrying it); the token it
 * gives names both (`person_id` the reader, `act.sub` the admin), carries the reader's groups there and lives at
 * most 15 minutes. Every impersonation is written to the audit (`docgen users audit`) before it is handed out.
 */
import { randomUUID } from 'node:crypto';
import type { TokenClaims } from '../../../core/identity/index.ts';
import { Failures } from '../errors.ts';
import { urlChallenge } from '../flows/url-challenge.ts';
import { groupsIn } from '../orgs/membership.ts';
import type { IdentityService } from '../service.ts';
import type { PersonRecord } from '../storage/types.ts';
import { ACTING_TTL_MS } from '../tokens/token-service.ts';

export async function impersonate(
  service: IdentityService,
  params: {
    actor: PersonRecord;
    claims: TokenClaims;
    orgId: string | undefined;
    targetId: string;
    device: string;
  },
): Promise<string> {
  const { storage, config, clock } = service;
  const { actor, claims } = params;
  if (!params.orgId) throw Failures.missingOrganization();
  if (params.orgId !== claims.oid) throw Failures.notMember();
  const actorGroups = await groupsIn(storage, actor, claims.oid);
  const group = config.impersonationGroup;
  if (!group || claims.act || actor.personType !== 'regular' || !actorGroups?.includes(group))
    throw Failures.impersonationNotAllowed();
  const target = await storage.persons.get(params.targetId);
  const handle = target?.handles[0];
  const inOrganization = target && (await groupsIn(storage, target, claims.oid)) !== undefined;
  if (!target || !handle || !inOrganization || !target.active || target.personType !== 'regular')
    throw Failures.personNotFound();
  if (target.id === actor.id) throw Failures.invalidBody('a reader cannot impersonate themselves');
  const { challenges, expiresAt } = await urlChallenge(service, {
    method: 'impersonate',
    handle,
    device: params.device,
    extras: { actor: { personId: actor.id, orgId: claims.oid } },
  });
  await storage.impersonations.insert({
    id: randomUUID(),
    orgId: claims.oid,
    actorPersonId: actor.id,
    actorHandle: actor.handles[0]?.value ?? actor.id,
    targetPersonId: target.id,
    targetHandle: handle.value,
    createdAt: clock.now(),
    expiresAt: expiresAt + ACTING_TTL_MS,
  });
  service.logger.info({ actor: actor.id, target: target.id, orgId: claims.oid }, 'impersonation granted');
  return challenges;
}
