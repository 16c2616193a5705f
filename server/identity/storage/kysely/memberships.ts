/** Organisation memberships over Kysely. */
import type { Kysely, Selectable } from 'kysely';
import type { MembershipsRepo } from '../account-types.ts';
import type { OrgMembersTable } from '../account-schema.ts';
import type { IdentityDatabase } from '../schema.ts';

export function membershipsRepo(db: Kysely<IdentityDatabase>): MembershipsRepo {
  const toRecord = (row: Selectable<OrgMembersTable>) => ({
    orgId: row.org_id,
    personId: row.person_id,
    groups: JSON.parse(row.groups) as string[],
    roles: JSON.parse(row.roles) as string[],
    createdAt: row.created_at,
  });
  return {
    async put({ orgId, personId, groups, now }) {
      await db
        .insertInto('org_members')
        .values({ org_id: orgId, person_id: personId, groups: JSON.stringify(groups), created_at: now })
        .onConflict((oc) =>
          oc.columns(['org_id', 'person_id']).doUpdateSet({ groups: JSON.stringify(groups) }),
        )
        .execute();
    },
    async setRoles(orgId, personId, roles) {
      const result = await db
        .updateTable('org_members')
        .set({ roles: JSON.stringify(roles) })
        .where('org_id', '=', orgId)
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async get(orgId, personId) {
      const row = await db
        .selectFrom('org_members')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return row && toRecord(row);
    },
    async listForPerson(personId) {
      const rows = await db
        .selectFrom('org_members')
        .selectAll()
        .where('person_id', '=', personId)
        .orderBy('created_at')
        .orderBy('org_id')
        .execute();
      return rows.map(toRecord);
    },
    async listForOrg(orgId) {
      const rows = await db
        .selectFrom('org_members')
        .selectAll()
        .where('org_id', '=', orgId)
        .orderBy('created_at')
        .orderBy('person_id')
        .execute();
      return rows.map(toRecord);
    },
    async remove(orgId, personId) {
      const result = await db
        .deleteFrom('org_members')
        .where('org_id', '=', orgId)
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
