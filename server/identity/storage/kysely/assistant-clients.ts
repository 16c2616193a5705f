/** OAuth clients of AI assistants, registered dynamically, over Kysely. */
import type { Kysely } from 'kysely';
import type { AssistantClientsRepo } from '../assistant-types.ts';
import type { IdentityDatabase } from '../schema.ts';

export function assistantClientsRepo(db: Kysely<IdentityDatabase>): AssistantClientsRepo {
  return {
    async insert(client) {
      await db
        .insertInto('assistant_clients')
        .values({
          id: client.id,
          name: client.name,
          redirect_uris: JSON.stringify(client.redirectUris),
          created_at: client.createdAt,
        })
        .execute();
    },
    async get(id) {
      const row = await db
        .selectFrom('assistant_clients')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        redirectUris: JSON.parse(row.redirect_uris) as string[],
        createdAt: row.created_at,
      };
    },
  };
}
