/**
 * What `docgen users add|list|remove|groups` does, against the same storage `docgen serve` uses. Removing a
 * person, or taking a group away, ends the tokens they hold (within a second on every instance), because a
 * token carries its groups until it expires.
 */
import { checkEmailAddress } from '../../../core/identity/index.ts';
import type { Clock } from '../clock.ts';
import type { IdentityStorage, PersonRecord } from '../storage/types.ts';
import { personRevocation } from '../tokens/revocation-cache.ts';

export interface UsersContext {
  storage: IdentityStorage;
  orgId: string;
  /** Shown as the organisation's name if this call creates it. */
  orgName?: string;
  clock: Clock;
  /** How long tokens live (to keep a removal's revocation long enough); default 24 h. */
  tokenTtlMs?: number;
}

export interface UserSummary {
  personId: string;
  email: string;
  groups: string[];
  roles: string[];
  active: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export class UsersError extends Error {
  override readonly name = 'UsersError';
}

const DEFAULT_TOKEN_TTL_MS = 24 * 3600 * 1000;
const NAME = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** Group or role names from a comma-separated list, each checked, duplicates dropped. */
function parseNames(list: string, what: 'group' | 'role'): string[] {
  const names = [
    ...new Set(
      list
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  ];
  const bad = names.find((name) => !NAME.test(name));
  if (bad !== undefined)
    throw new UsersError(
      `${what} name "${bad}" is not allowed: use letters, digits, ".", "_", ":" or "-" (at most 64)`,
    );
  return names;
}

export const parseGroups = (list: string): string[] => parseNames(list, 'group');
export const parseRoles = (list: string): string[] => parseNames(list, 'role');

export async function addUser(
  ctx: UsersContext,
  params: { email: string; groups?: string[] },
): Promise<{ user: UserSummary; created: boolean }> {
  const address = checkedAddress(params.email);
  const groups = parseGroups((params.groups ?? []).join(','));
  await ctx.storage.organizations.ensure({
    id: ctx.orgId,
    name: ctx.orgName ?? ctx.orgId,
    createdAt: ctx.clock.now(),
  });
  const { person, created } = await ctx.storage.persons.findOrCreate({
    orgId: ctx.orgId,
    handle: { type: 'email_address', value: address },
    groups,
    region: 'local',
    now: ctx.clock.now(),
  });
  if (!created && params.groups !== undefined)
    return { user: await setGroupsOf(ctx, person, groups), created };
  return { user: summary(person), created };
}

/** Every user of the organisation (not anonymous readers), by address. */
export async function listUsers(ctx: UsersContext): Promise<UserSummary[]> {
  return (await ctx.storage.persons.list(ctx.orgId))
    .filter((person) => person.personType === 'regular')
    .map(summary)
    .sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
}

export async function removeUser(ctx: UsersContext, email: string): Promise<boolean> {
  const person = await findUser(ctx, email);
  if (!person) return false;
  await revokeTokensOf(ctx, person.id);
  return ctx.storage.persons.remove(person.id);
}

export async function setUserGroups(
  ctx: UsersContext,
  email: string,
  groups: string[],
): Promise<UserSummary> {
  const person = await findUser(ctx, email);
  if (!person)
    throw new UsersError(
      `no user with the address ${checkedAddress(email)}; add one with: docgen users add <email>`,
    );
  return setGroupsOf(ctx, person, parseGroups(groups.join(',')));
}

/** Replaces a user's roles in the site's organisation; taking one away ends the tokens that carry it. */
export async function setUserRoles(ctx: UsersContext, email: string, roles: string[]): Promise<UserSummary> {
  const person = await findUser(ctx, email);
  if (!person)
    throw new UsersError(
      `no user with the address ${checkedAddress(email)}; add one with: docgen users add <email>`,
    );
  const next = parseRoles(roles.join(','));
  await ctx.storage.persons.setRoles(person.id, next);
  await revokeIfTakenAway(ctx, person.id, person.roles, next);
  return summary({ ...person, roles: next });
}

/** Taking a group or role away must not wait for the tokens that carry it to expire. */
export async function revokeIfTakenAway(
  ctx: UsersContext,
  personId: string,
  before: readonly string[] | undefined,
  after: readonly string[],
): Promise<void> {
  if (before?.some((name) => !after.includes(name))) await revokeTokensOf(ctx, personId);
}

async function setGroupsOf(ctx: UsersContext, person: PersonRecord, groups: string[]): Promise<UserSummary> {
  await ctx.storage.persons.setGroups(person.id, groups);
  await revokeIfTakenAway(ctx, person.id, person.groups, groups);
  return summary({ ...person, groups });
}

async function findUser(ctx: UsersContext, email: string): Promise<PersonRecord | undefined> {
  return ctx.storage.persons.findByHandle(ctx.orgId, { type: 'email_address', value: checkedAddress(email) });
}

/** Ends every token the person holds (on every instance within a second). */
export async function revokeTokensOf(ctx: UsersContext, personId: string): Promise<void> {
  await ctx.storage.revocations.put(
    personRevocation(personId, ctx.clock.now(), ctx.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS),
  );
}

export function checkedAddress(email: string): string {
  const checked = checkEmailAddress(email);
  if (!checked.ok) throw new UsersError(`"${email}" is not a usable e-mail address: ${checked.reason}`);
  return checked.address;
}

function summary(person: PersonRecord): UserSummary {
  return {
    personId: person.id,
    email: person.handles.find((h) => h.type === 'email_address')?.value ?? '',
    groups: person.groups,
    roles: person.roles,
    active: person.active,
    createdAt: new Date(person.createdAt).toISOString(),
    lastLoginAt: person.lastLoginAt === null ? null : new Date(person.lastLoginAt).toISOString(),
  };
}
