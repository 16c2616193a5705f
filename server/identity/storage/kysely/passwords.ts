import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../schema.ts';
import type { PasswordsRepo } from '../types.ts';

export function passwordsRepo(db: Kysely<IdentityDatabase>): PasswordsRepo {
  return {
    async get(personId) {
      const row = await db
        .selectFrom('password_credentials')
        .select('hash')
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return row?.hash;
    },

    async info(personId) {
      const row = await db
        .selectFrom('password_credentials')
        .select(['created_at', 'updated_at', 'last_used_at'])
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return (
        row && {
          createdAt: Number(row.created_at),
          updatedAt: Number(row.updated_at),
          lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
        }
      );
    },

    async insert({ personId, hash, now }) {
      // The primary key decides a race: the second insert changes nothing.
      const result = await db
        .insertInto('password_credentials')
        .values({ person_id: personId, hash, created_at: now, updated_at: now, last_used_at: now })
        .onConflict((oc) => oc.column('person_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async replace({ personId, hash, now }) {
      await db
        .insertInto('password_credentials')
        .values({ person_id: personId, hash, created_at: now, updated_at: now, last_used_at: now })
        .onConflict((oc) => oc.column('person_id').doUpdateSet({ hash, updated_at: now, last_used_at: now }))
        .execute();
    },

    async recordUse(personId, now) {
      await db
        .updateTable('password_credentials')
        .set({ last_used_at: now })
        .where('person_id', '=', personId)
        .execute();
    },
  };
}
