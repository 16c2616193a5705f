/**
 * `GET /me`: the person as their token's organisation sees them (their groups there), every organisation they
 * belong to with the sub-organisations under each that they also belong to, and the hierarchy from the top
 * organisation down to the token's.
 */
import type { MeResult, TokenClaims } from '../../../core/identity/index.ts';
import type { IdentityService } from '../service.ts';
import type { PersonRecord } from '../storage/types.ts';
import { describeOrganizations, groupsIn, hierarchyOf, organizationIdsOf } from './membership.ts';

export async function meResult(
  service: IdentityService,
  claims: TokenClaims,
  person: PersonRecord,
): Promise<MeResult> {
  const { storage } = service;
  const all = await storage.organizations.list();
  const ids = await organizationIdsOf(storage, person);
  const hierarchy = hierarchyOf(claims.oid, all).map((org) => org.id);
  return {
    person: {
      active: person.active,
      person_id: person.id,
      person_type: person.personType,
      region: person.region,
      handles: person.handles,
      groups: (await groupsIn(storage, person, claims.oid)) ?? [],
      attributes: person.attributes,
      roles: [],
    },
    organizations: describeOrganizations(ids, all),
    handles: person.handles,
    credentials: [],
    org_hierarchy: describeOrganizations(hierarchy, all, new Set(ids)),
  };
}
