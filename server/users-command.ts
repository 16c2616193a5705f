import { readServerEnv } from './env/server-env.ts';
import { EXIT } from '../core/errors/exit-codes.ts';
import { loadSiteConfig } from '../node/config/load-site-config.ts';
import {
  addMember,
  addOrganization,
  addUser,
  listImpersonations,
  listMembers,
  listOrganizations,
  listUsers,
  removeMember,
  removeOrganization,
  setMemberGroups,
  setMemberRoles,
  openStorageFromEnv,
  parseGroups,
  removeUser,
  setUserGroups,
  setUserRoles,
  parseRoles,
  systemClock,
  UsersError,
  type ImpersonationSummary,
  type MemberSummary,
  type OrganizationSummary,
  type UsersContext,
  type UserSummary,
} from './identity/index.ts';

/** `org`: the action is about the reader's membership of that sub-organisation (`--org`). */
export type UsersAction =
  | { kind: 'add'; email: string; groups?: string; org?: string }
  | { kind: 'list'; org?: string }
  | { kind: 'remove'; email: string; org?: string }
  | { kind: 'groups'; email: string; groups: string; org?: string }
  | { kind: 'roles'; email: string; roles: string; org?: string }
  | { kind: 'orgs-add'; id: string; name?: string; parent?: string }
  | { kind: 'orgs-list' }
  | { kind: 'orgs-remove'; id: string }
  | { kind: 'audit'; limit: number };

/**
 * `docgen users …`: manages who may read the site, in the storage `docgen serve` uses (the same
 * `DATABASE_URL` / `DOCGEN_DATA_DIR`), for the organisation of the site config at `root`.
 */
export async function usersCommand(
  action: UsersAction,
  options: { root: string },
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  const loaded = await loadSiteConfig(options.root);
  if (!loaded.ok) {
    for (const d of loaded.diagnostics) process.stderr.write(`${d.file ?? ''}: ${d.message}\n`);
    return EXIT.content;
  }
  const storage = await openStorageFromEnv(readServerEnv(process.env));
  const ctx: UsersContext = {
    storage,
    orgId: loaded.config.signIn.orgID,
    orgName: loaded.config.title,
    clock: systemClock,
  };
  try {
    await runAction(ctx, action, out);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof UsersError)) throw error;
    process.stderr.write(`docgen users: ${error.message}\n`);
    return EXIT.usage;
  } finally {
    await storage.close();
  }
}

async function runAction(ctx: UsersContext, action: UsersAction, out: (line: string) => void): Promise<void> {
  if ('org' in action && action.org !== undefined) return runMemberAction(ctx, action.org, action, out);
  switch (action.kind) {
    case 'add': {
      const groups = action.groups === undefined ? undefined : parseGroups(action.groups);
      const { user, created } = await addUser(ctx, { email: action.email, ...(groups ? { groups } : {}) });
      out(`${created ? 'Added' : 'Already a user:'} ${describe(user)}`);
      return;
    }
    case 'list': {
      const users = await listUsers(ctx);
      if (users.length === 0) out('No users yet.');
      for (const user of users) out(describe(user));
      return;
    }
    case 'remove':
      if (!(await removeUser(ctx, action.email)))
        throw new UsersError(`no user with the address ${action.email}; docgen users list shows who is one`);
      out(`Removed ${action.email}; their sessions end within a second.`);
      return;
    case 'groups':
      out(`Updated ${describe(await setUserGroups(ctx, action.email, parseGroups(action.groups)))}`);
      return;
    case 'roles':
      out(`Updated ${describe(await setUserRoles(ctx, action.email, parseRoles(action.roles)))}`);
      return;
    case 'orgs-add':
      out(`Added ${describeOrganization(await addOrganization(ctx, action))}`);
      return;
    case 'orgs-list':
      for (const org of await listOrganizations(ctx)) out(describeOrganization(org));
      return;
    case 'orgs-remove':
      await removeOrganization(ctx, action.id);
      out(`Removed the organisation ${action.id}; its members' sessions end within a second.`);
      return;
    case 'audit': {
      const records = await listImpersonations(ctx, action.limit);
      if (records.length === 0) out('No impersonations.');
      for (const r of records) out(describeAuditEntry(r));
    }
  }
}

async function runMemberAction(
  ctx: UsersContext,
  org: string,
  action: UsersAction,
  out: (line: string) => void,
): Promise<void> {
  switch (action.kind) {
    case 'add': {
      const groups = action.groups === undefined ? undefined : parseGroups(action.groups);
      const { member, created } = await addMember(ctx, org, {
        email: action.email,
        ...(groups ? { groups } : {}),
      });
      out(`${created ? 'Added' : 'Already a member:'} ${describeMember(member)}\torganisation: ${org}`);
      return;
    }
    case 'list': {
      const members = await listMembers(ctx, org);
      if (members.length === 0) out(`No members of ${org} yet.`);
      for (const member of members) out(describeMember(member));
      return;
    }
    case 'remove':
      if (!(await removeMember(ctx, org, action.email)))
        throw new UsersError(
          `${action.email} is not a member of ${org}; docgen users list --org ${org} shows who is one`,
        );
      out(`Removed ${action.email} from ${org}; their sessions end within a second.`);
      return;
    case 'groups':
      out(
        `Updated ${describeMember(await setMemberGroups(ctx, org, action.email, parseGroups(action.groups)))}`,
      );
      return;
    case 'roles':
      out(
        `Updated ${describeMember(await setMemberRoles(ctx, org, action.email, parseRoles(action.roles)))}`,
      );
  }
}

function describeAuditEntry(r: ImpersonationSummary): string {
  const where = `organisation: ${r.organization}`;
  if (r.kind === 'impersonation')
    return `${r.at}\t${r.actor} impersonated ${r.reader}\t${where}\tuntil ${r.until}`;
  return `${r.at}\t${r.actor} as ${r.reader}\t${r.action} ${r.detail}\t${where}${r.refused ? '\tREFUSED' : ''}`;
}

/** The roles column, only for readers who have roles (most have none). */
const rolesColumn = (roles: readonly string[]) => (roles.length > 0 ? `\troles: ${roles.join(',')}` : '');

function describeMember(member: MemberSummary): string {
  const groups = member.groups.length > 0 ? member.groups.join(',') : '-';
  return `${member.email}\tgroups: ${groups}${rolesColumn(member.roles)}`;
}

function describeOrganization(org: OrganizationSummary): string {
  return `${org.path.join(' > ')}\t${org.name}\tmembers: ${org.members}`;
}

function describe(user: UserSummary): string {
  const groups = user.groups.length > 0 ? user.groups.join(',') : '-';
  const lastLogin = user.lastLoginAt ?? 'never signed in';
  return `${user.email}\tgroups: ${groups}${rolesColumn(user.roles)}\tlast sign-in: ${lastLogin}${user.active ? '' : '\t(inactive)'}`;
}
