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

    async insert({ personId, hash, now }) {
      // The primary key decides a race: the second insert changes nothing.
      const result = await db
        .insertInto('password_credentials')
        .values({ person_id: personId, hash, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('person_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async replace({ personId, hash, now }) {
      await db
        .insertInto('password_credentials')
        .values({ person_id: personId, hash, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('person_id').doUpdateSet({ hash, updated_at: now }))
        .execute();
    },
  };
}
