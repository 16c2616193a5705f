/** The grants readers give AI assistants, over Kysely. */
import type { Kysely } from 'kysely';
import type { AssistantGrantRecord, AssistantGrantsRepo } from '../assistant-types.ts';
import type { IdentityDatabase } from '../schema.ts';

type GrantRow = IdentityDatabase['assistant_grants'];

export function grantOf(row: GrantRow): AssistantGrantRecord {
  return {
    id: row.id,
    clientId: row.client_id,
    personId: row.person_id,
    orgId: row.org_id,
    groups: JSON.parse(row.groups) as string[],
    resource: row.resource,
    createdAt: Number(row.created_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  };
}

export function assistantGrantsRepo(db: Kysely<IdentityDatabase>): AssistantGrantsRepo {
  return {
    async insert(grant) {
      const row: GrantRow = {
        id: grant.id,
        client_id: grant.clientId,
        person_id: grant.personId,
        org_id: grant.orgId,
        groups: JSON.stringify(grant.groups),
        resource: grant.resource,
        created_at: grant.createdAt,
        revoked_at: grant.revokedAt,
      };
      await db.insertInto('assistant_grants').values(row).execute();
    },
    async get(id) {
      const row = await db.selectFrom('assistant_grants').selectAll().where('id', '=', id).executeTakeFirst();
      return row && grantOf(row);
    },
    async listLive(personId) {
      const rows = await db
        .selectFrom('assistant_grants')
        .innerJoin('assistant_clients', 'assistant_clients.id', 'assistant_grants.client_id')
        .selectAll('assistant_grants')
        .select('assistant_clients.name as client_name')
        .where('assistant_grants.person_id', '=', personId)
        .where('assistant_grants.revoked_at', 'is', null)
        .orderBy('assistant_grants.created_at', 'desc')
        .orderBy('assistant_grants.id')
        .execute();
      return rows.map((row) => ({ ...grantOf(row), clientName: row.client_name }));
    },
    async revoke(id, at, personId) {
      let query = db
        .updateTable('assistant_grants')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null);
      if (personId !== undefined) query = query.where('person_id', '=', personId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
