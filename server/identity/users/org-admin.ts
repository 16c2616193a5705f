/**
 * What `docgen users orgs add|list|remove`, `--org` and `docgen users audit` do: sub-organisations under the
 * site's organisation, and
 * who belongs to them with which groups. A member of a sub-organisation is a reader of the site (created in
 * its organisation, with no groups there, if new) who may switch to a token for the sub-organisation. Taking
 * a reader out of an organisation, or a group away there, ends the tokens they hold.
 */
import { hierarchyOf, isWithin } from '../orgs/membership.ts';
import type { MembershipRecord } from '../storage/account-types.ts';
import type { OrganizationRecord, PersonRecord } from '../storage/types.ts';
import {
  checkedAddress,
  parseGroups,
  parseRoles,
  revokeIfTakenAway,
  revokeTokensOf,
  UsersError,
  type UsersContext,
} from './admin.ts';

const ORG_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
const MAX_ORG_NAME = 200;

export interface OrganizationSummary {
  id: string;
  name: string;
  /** The ids from the site's organisation down to this one. */
  path: string[];
  members: number;
}

export interface MemberSummary {
  email: string;
  groups: string[];
  roles: string[];
}

async function ensureSiteOrganization(ctx: UsersContext): Promise<void> {
  await ctx.storage.organizations.ensure({
    id: ctx.orgId,
    name: ctx.orgName ?? ctx.orgId,
    createdAt: ctx.clock.now(),
  });
}

async function siteOrganizations(ctx: UsersContext): Promise<OrganizationRecord[]> {
  const all = await ctx.storage.organizations.list();
  return all.filter((org) => isWithin(org.id, ctx.orgId, all));
}

/** A sub-organisation of the site's, or the error naming how to list them. */
async function subOrganization(ctx: UsersContext, id: string): Promise<OrganizationRecord> {
  const org = (await siteOrganizations(ctx)).find((o) => o.id === id && o.id !== ctx.orgId);
  if (!org)
    throw new UsersError(
      `no sub-organisation "${id}" under this site; list them with: docgen users orgs list`,
    );
  return org;
}

export async function addOrganization(
  ctx: UsersContext,
  params: { id: string; name?: string; parent?: string },
): Promise<OrganizationSummary> {
  if (!ORG_ID.test(params.id))
    throw new UsersError(
      `organisation id "${params.id}" is not allowed: use letters, digits, ".", "_", ":" or "-" (at most 64)`,
    );
  const name = (params.name ?? params.id).trim();
  if (name === '' || name.length > MAX_ORG_NAME)
    throw new UsersError(`an organisation name has 1 to ${MAX_ORG_NAME} characters`);
  await ensureSiteOrganization(ctx);
  const parent = params.parent ?? ctx.orgId;
  if (parent !== ctx.orgId) await subOrganization(ctx, parent);
  const created = await ctx.storage.organizations.create({
    id: params.id,
    name,
    parentId: parent,
    createdAt: ctx.clock.now(),
  });
  if (!created) throw new UsersError(`an organisation with the id "${params.id}" exists already`);
  const all = await ctx.storage.organizations.list();
  return { id: params.id, name, path: hierarchyOf(params.id, all).map((o) => o.id), members: 0 };
}

/** The site's organisation and every one under it, parents before children. */
export async function listOrganizations(ctx: UsersContext): Promise<OrganizationSummary[]> {
  await ensureSiteOrganization(ctx);
  const all = await ctx.storage.organizations.list();
  const orgs = await siteOrganizations(ctx);
  const site = await ctx.storage.persons.list(ctx.orgId);
  const summaries = await Promise.all(
    orgs.map(async (org) => ({
      id: org.id,
      name: org.name,
      path: hierarchyOf(org.id, all).map((o) => o.id),
      members: org.id === ctx.orgId ? site.length : (await ctx.storage.memberships.listForOrg(org.id)).length,
    })),
  );
  return summaries.sort((a, b) => (a.path.join('/') < b.path.join('/') ? -1 : 1));
}

/** Removes a sub-organisation without sub-organisations of its own; its members' tokens end. */
export async function removeOrganization(ctx: UsersContext, id: string): Promise<void> {
  const org = await subOrganization(ctx, id);
  const children = (await ctx.storage.organizations.list()).filter((o) => o.parentId === org.id);
  if (children.length > 0)
    throw new UsersError(
      `"${id}" has sub-organisations (${children.map((c) => c.id).join(', ')}); remove them first`,
    );
  for (const member of await ctx.storage.memberships.listForOrg(id))
    await revokeTokensOf(ctx, member.personId);
  await ctx.storage.organizations.remove(id);
}

/** Adds a reader to a sub-organisation, or sets their groups there when `groups` is given. */
export async function addMember(
  ctx: UsersContext,
  orgId: string,
  params: { email: string; groups?: string[] },
): Promise<{ member: MemberSummary; created: boolean }> {
  await subOrganization(ctx, orgId);
  const address = checkedAddress(params.email);
  const { person } = await ctx.storage.persons.findOrCreate({
    orgId: ctx.orgId,
    handle: { type: 'email_address', value: address },
    groups: [],
    region: 'local',
    now: ctx.clock.now(),
  });
  const existing = await ctx.storage.memberships.get(orgId, person.id);
  const groups = params.groups ? parseGroups(params.groups.join(',')) : (existing?.groups ?? []);
  await setMembership(ctx, orgId, person, existing?.groups, groups);
  return { member: { email: address, groups, roles: existing?.roles ?? [] }, created: !existing };
}

export async function listMembers(ctx: UsersContext, orgId: string): Promise<MemberSummary[]> {
  await subOrganization(ctx, orgId);
  const members = await ctx.storage.memberships.listForOrg(orgId);
  const summaries = await Promise.all(
    members.map(async (m) => ({
      email: emailOf(await ctx.storage.persons.get(m.personId)),
      groups: m.groups,
      roles: m.roles,
    })),
  );
  return summaries.sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
}

/** Takes a reader out of a sub-organisation (they stay a reader of the site); false when not a member. */
export async function removeMember(ctx: UsersContext, orgId: string, email: string): Promise<boolean> {
  await subOrganization(ctx, orgId);
  const person = await findReader(ctx, email);
  if (!person || !(await ctx.storage.memberships.get(orgId, person.id))) return false;
  await revokeTokensOf(ctx, person.id);
  return ctx.storage.memberships.remove(orgId, person.id);
}

export async function setMemberGroups(
  ctx: UsersContext,
  orgId: string,
  email: string,
  groups: string[],
): Promise<MemberSummary> {
  const { person, membership } = await memberOf(ctx, orgId, email);
  const next = parseGroups(groups.join(','));
  await setMembership(ctx, orgId, person, membership.groups, next);
  return { email: emailOf(person), groups: next, roles: membership.roles };
}

/** Replaces a member's roles in a sub-organisation; taking one away ends the tokens that carry it. */
export async function setMemberRoles(
  ctx: UsersContext,
  orgId: string,
  email: string,
  roles: string[],
): Promise<MemberSummary> {
  const { person, membership } = await memberOf(ctx, orgId, email);
  const next = parseRoles(roles.join(','));
  await ctx.storage.memberships.setRoles(orgId, person.id, next);
  await revokeIfTakenAway(ctx, person.id, membership.roles, next);
  return { email: emailOf(person), groups: membership.groups, roles: next };
}

async function memberOf(
  ctx: UsersContext,
  orgId: string,
  email: string,
): Promise<{ person: PersonRecord; membership: MembershipRecord }> {
  await subOrganization(ctx, orgId);
  const person = await findReader(ctx, email);
  const membership = person && (await ctx.storage.memberships.get(orgId, person.id));
  if (!person || !membership)
    throw new UsersError(
      `${checkedAddress(email)} is not a member of "${orgId}"; add them with: docgen users add --org ${orgId} <email>`,
    );
  return { person, membership };
}

async function setMembership(
  ctx: UsersContext,
  orgId: string,
  person: PersonRecord,
  before: string[] | undefined,
  groups: string[],
): Promise<void> {
  await ctx.storage.memberships.put({ orgId, personId: person.id, groups, now: ctx.clock.now() });
  await revokeIfTakenAway(ctx, person.id, before, groups);
}

async function findReader(ctx: UsersContext, email: string): Promise<PersonRecord | undefined> {
  return ctx.storage.persons.findByHandle(ctx.orgId, { type: 'email_address', value: checkedAddress(email) });
}

const emailOf = (person: PersonRecord | undefined) =>
  person?.handles.find((h) => h.type === 'email_address')?.value ?? '';

/** One line of the impersonation audit: an impersonation granted, or something done with its token. */
export type ImpersonationSummary =
  | { kind: 'impersonation'; at: string; organization: string; actor: string; reader: string; until: string }
  | {
      kind: 'use';
      at: string;
      organization: string;
      actor: string;
      reader: string;
      action: string;
      detail: string;
      refused: boolean;
    };

/**
 * The newest `limit` entries first, in the site's organisations: impersonations granted and their tokens' uses
 * (a use made at the same moment as its grant is listed above it, as it came after).
 */
export async function listImpersonations(ctx: UsersContext, limit: number): Promise<ImpersonationSummary[]> {
  const served = new Set((await siteOrganizations(ctx)).map((org) => org.id));
  const { impersonations } = ctx.storage;
  const [granted, used] = await Promise.all([impersonations.list(limit), impersonations.listUses(limit)]);
  const entries = [
    ...used.map((record) => ({
      time: record.createdAt,
      orgId: record.orgId,
      summary: {
        kind: 'use' as const,
        at: new Date(record.createdAt).toISOString(),
        organization: record.orgId,
        actor: record.actorHandle,
        reader: record.targetHandle,
        action: record.action,
        detail: record.detail,
        refused: record.refused,
      },
    })),
    ...granted.map((record) => ({
      time: record.createdAt,
      orgId: record.orgId,
      summary: {
        kind: 'impersonation' as const,
        at: new Date(record.createdAt).toISOString(),
        organization: record.orgId,
        actor: record.actorHandle,
        reader: record.targetHandle,
        until: new Date(record.expiresAt).toISOString(),
      },
    })),
  ];
  // A stable sort keeps uses above grants of the same moment.
  return entries
    .filter((entry) => served.has(entry.orgId))
    .sort((a, b) => b.time - a.time)
    .slice(0, limit)
    .map((entry) => entry.summary);
}
