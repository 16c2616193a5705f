/**
 * Who belongs to which organisation. A reader's own organisation is the one they were created in (the site's,
 * `persons.org_id`, with `persons.groups`); sub-organisations list their members with groups of their own
 * (`org_members`). A token is for one organisation (`oid`) and carries the groups the reader has there.
 */
import type { Organization } from '../../../core/identity/index.ts';
import type { OrganizationRecord, IdentityStorage, PersonRecord } from '../storage/types.ts';

/** What a reader is in an organisation: the groups and roles a token for it carries. */
export interface Standing {
  groups: string[];
  roles: string[];
}

/** The reader's groups and roles in the organisation, or undefined when they do not belong to it. */
export async function standingIn(
  storage: IdentityStorage,
  person: PersonRecord,
  orgId: string,
): Promise<Standing | undefined> {
  if (person.orgId === orgId) return { groups: person.groups, roles: person.roles };
  const membership = await storage.memberships.get(orgId, person.id);
  return membership && { groups: membership.groups, roles: membership.roles };
}

/** The reader's groups in the organisation, or undefined when they do not belong to it. */
export async function groupsIn(
  storage: IdentityStorage,
  person: PersonRecord,
  orgId: string,
): Promise<string[] | undefined> {
  return (await standingIn(storage, person, orgId))?.groups;
}

/** The ids of every organisation the reader belongs to, their own first. */
export async function organizationIdsOf(storage: IdentityStorage, person: PersonRecord): Promise<string[]> {
  const memberships = await storage.memberships.listForPerson(person.id);
  return [person.orgId, ...memberships.map((m) => m.orgId).filter((id) => id !== person.orgId)];
}

/** The organisations from the top one down to `orgId` (just `orgId` at the top); empty when unknown. */
export function hierarchyOf(orgId: string, all: readonly OrganizationRecord[]): OrganizationRecord[] {
  const byId = new Map(all.map((org) => [org.id, org]));
  const chain: OrganizationRecord[] = [];
  for (let org = byId.get(orgId); org && !chain.includes(org); org = byId.get(org.parentId ?? '')) {
    chain.unshift(org);
  }
  return chain;
}

/** Whether `orgId` is `rootId` or one of its sub-organisations, at any depth. */
export function isWithin(orgId: string, rootId: string, all: readonly OrganizationRecord[]): boolean {
  return hierarchyOf(orgId, all).some((org) => org.id === rootId);
}

/**
 * The organisations as `/me` describes them: each with the sub-organisations under it that are also in
 * `visible` (a reader never learns of other customers' organisations).
 */
export function describeOrganizations(
  ids: readonly string[],
  all: readonly OrganizationRecord[],
  visible: ReadonlySet<string> = new Set(ids),
): Organization[] {
  const byId = new Map(all.map((org) => [org.id, org]));
  const describe = (org: OrganizationRecord, seen: Set<string>): Organization => {
    seen.add(org.id);
    const children = all.filter(
      (child) => child.parentId === org.id && visible.has(child.id) && !seen.has(child.id),
    );
    return {
      id: org.id,
      org_name: org.name,
      tenant_name: org.name,
      managed_organizations: children.map((child) => describe(child, seen)),
    };
  };
  return ids.flatMap((id) => {
    const org = byId.get(id);
    return org ? [describe(org, new Set())] : [];
  });
}
