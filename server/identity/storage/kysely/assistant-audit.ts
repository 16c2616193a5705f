/** The audit of assistant tokens issued and used, over Kysely. */
import type { Kysely } from 'kysely';
import type { AssistantAuditRepo } from '../assistant-types.ts';
import type { IdentityDatabase } from '../schema.ts';

export function assistantAuditRepo(db: Kysely<IdentityDatabase>): AssistantAuditRepo {
  return {
    async add(event) {
      await db
        .insertInto('assistant_audit')
        .values({
          id: event.id,
          grant_id: event.grantId,
          person_id: event.personId,
          client_id: event.clientId,
          action: event.action,
          detail: event.detail,
          created_at: event.createdAt,
        })
        .execute();
    },
    async list(limit, personId) {
      let query = db.selectFrom('assistant_audit').selectAll();
      if (personId !== undefined) query = query.where('person_id', '=', personId);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map((row) => ({
        id: row.id,
        grantId: row.grant_id,
        personId: row.person_id,
        clientId: row.client_id,
        action: row.action,
        detail: row.detail,
        createdAt: Number(row.created_at),
      }));
    },
  };
}
