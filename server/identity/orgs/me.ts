/**
 * `GET /me`: the person as their token's organisation sees them (their groups, roles and readable attributes there),
 * every organisation they
 * belong to with the sub-organisations under each that they also belong to, and the hierarchy from the top
 * organisation down to the token's, and the sign-in credentials they hold (`accounts/credentials.ts`).
 */
import type { MeResult, TokenClaims } from '../../../core/identity/index.ts';
import { readBuckets, type AttributeOwner } from '../accounts/attributes.ts';
import { listCredentials } from '../accounts/credentials.ts';
import type { IdentityService } from '../service.ts';
import type { PersonRecord } from '../storage/types.ts';
import { describeOrganizations, hierarchyOf, organizationIdsOf, standingIn } from './membership.ts';

export async function meResult(
  service: IdentityService,
  claims: TokenClaims,
  person: PersonRecord,
): Promise<MeResult> {
  const { storage } = service;
  const all = await storage.organizations.list();
  // An impersonation sees only its own organisation: it can switch to no other, and the admin has no business
  // learning where else the reader belongs.
  const ids = claims.act ? [claims.oid] : await organizationIdsOf(storage, person);
  const hierarchy = hierarchyOf(claims.oid, all).map((org) => org.id);
  const standing = (await standingIn(storage, person, claims.oid)) ?? { groups: [], roles: [] };
  return {
    person: {
      active: person.active,
      person_id: person.id,
      person_type: person.personType,
      region: person.region,
      handles: person.handles,
      groups: standing.groups,
      attributes: await nonEmptyBuckets(service, { personId: person.id, orgId: claims.oid }),
      roles: standing.roles,
    },
    organizations: describeOrganizations(ids, all),
    handles: person.handles,
    credentials: await listCredentials(storage, person.id),
    org_hierarchy: describeOrganizations(hierarchy, all, new Set(ids)),
  };
}

/** The readable buckets that hold something. */
async function nonEmptyBuckets(
  service: IdentityService,
  owner: AttributeOwner,
): Promise<Record<string, Record<string, unknown>>> {
  const buckets = await readBuckets(service, owner, undefined);
  return Object.fromEntries(Object.entries(buckets).filter(([, values]) => Object.keys(values).length > 0));
}
