/**
 * What a flow may carry beyond a sign-in, stored with it (`flow_extras`) and applied when it finishes:
 * - `bearer`, the token it was started with: a regular reader signing in again as themselves steps up (the
 *   new token's `authenticated_methods` and `authentications` add to the old ones, in the old token's
 *   organisation); an anonymous reader is upgraded (what they kept, attributes and consent, goes to the
 *   person they signed in as, and the anonymous person is removed);
 * - `actor`, for an impersonation: the token is for the actor's organisation, names them in `act` (and lives
 *   at most 15 minutes).
 * A sign-in made with an impersonation token (`act`) as bearer stays that impersonation: it keeps `act`, the
 * organisation and the end of the bearer, and is audited; a sign-in as anyone else takes nothing from it.
 */
import type { TokenClaims } from '../../../core/identity/index.ts';
import { auditImpersonationUse } from '../accounts/impersonation-audit.ts';
import { standingIn } from '../orgs/membership.ts';
import type { IdentityService } from '../service.ts';
import type { FlowRecord, IdentityStorage, PersonRecord } from '../storage/types.ts';
import type { IssueInput } from '../tokens/token-service.ts';

export interface FlowExtras {
  bearer?: TokenClaims;
  actor?: { personId: string; orgId: string };
}

export const encodeExtras = (extras: FlowExtras): string => JSON.stringify(extras);

export async function applyExtras(
  service: Pick<IdentityService, 'clock'>,
  storage: IdentityStorage,
  flow: FlowRecord,
  person: PersonRecord,
  claims: IssueInput,
): Promise<IssueInput> {
  const stored = await storage.flowExtras.get(flow.id);
  if (!stored) return claims;
  const { bearer, actor } = JSON.parse(stored) as FlowExtras;
  if (actor) {
    const standing = (await standingIn(storage, person, actor.orgId)) ?? { groups: [], roles: [] };
    return { ...claims, ...standing, oid: actor.orgId, act: { sub: actor.personId } };
  }
  if (bearer?.person_type === 'anonymous' && bearer.person_id !== person.id) {
    await adoptAnonymous(storage, bearer.person_id, person.id, service.clock.now());
    return claims;
  }
  const steppingUp = bearer?.person_type === 'regular' && bearer.person_id === person.id;
  if (bearer?.act) {
    const detail = `${flow.factorMethod}, ${steppingUp ? 'still impersonating' : `as ${flow.handle.value}`}`;
    await auditImpersonationUse({ storage, clock: service.clock }, bearer, { action: 'sign-in', detail });
  }
  if (bearer && steppingUp) {
    const standing = (await standingIn(storage, person, bearer.oid)) ?? claims;
    return {
      ...claims,
      oid: bearer.oid,
      groups: standing.groups,
      roles: standing.roles,
      authenticated_methods: [...new Set([...bearer.authenticated_methods, ...claims.authenticated_methods])],
      authentications: [...bearer.authentications, ...claims.authentications],
      ...(bearer.act ? { act: bearer.act, exp: bearer.exp } : {}),
    };
  }
  return claims;
}

/** The anonymous person's attributes and consent go to the reader they became; the anonymous person goes. */
async function adoptAnonymous(
  storage: IdentityStorage,
  from: string,
  to: string,
  now: number,
): Promise<void> {
  const anonymous = await storage.persons.get(from);
  if (anonymous?.personType !== 'anonymous') return;
  await storage.attributes.copyMissing({ from, to, now });
  const consents = await storage.consents.list(from);
  if (consents.length > 0 && (await storage.consents.list(to)).length === 0)
    await storage.consents.add(
      to,
      consents.map((c) => c.level),
      now,
    );
  await storage.persons.remove(from);
}
