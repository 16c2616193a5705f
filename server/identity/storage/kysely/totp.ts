import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../schema.ts';
import type { TotpRepo } from '../types.ts';
import { inTransaction } from './in-transaction.ts';

export function totpRepo(db: Kysely<IdentityDatabase>): TotpRepo {
  return {
    async get(personId) {
      const row = await db
        .selectFrom('totp_credentials')
        .selectAll()
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return (
        row && {
          personId: row.person_id,
          secretSealed: row.secret_sealed,
          lastStep: Number(row.last_step),
          createdAt: Number(row.created_at),
        }
      );
    },

    async register({ personId, secretSealed, step, recoveryHashes, now }) {
      return inTransaction(db, async (trx) => {
        // The primary key decides a race: the second registration inserts nothing.
        const inserted = await trx
          .insertInto('totp_credentials')
          .values({ person_id: personId, secret_sealed: secretSealed, last_step: step, created_at: now })
          .onConflict((oc) => oc.column('person_id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
        await trx.deleteFrom('recovery_codes').where('person_id', '=', personId).execute();
        if (recoveryHashes.length > 0) {
          await trx
            .insertInto('recovery_codes')
            .values(
              recoveryHashes.map((hash) => ({ hash, person_id: personId, created_at: now, used_at: null })),
            )
            .execute();
        }
        return true;
      });
    },

    async advanceStep(personId, step) {
      const result = await db
        .updateTable('totp_credentials')
        .set({ last_step: step })
        .where('person_id', '=', personId)
        .where('last_step', '<', step)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async useRecoveryCode({ personId, hash, now }) {
      const result = await db
        .updateTable('recovery_codes')
        .set({ used_at: now })
        .where('hash', '=', hash)
        .where('person_id', '=', personId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remainingRecoveryCodes(personId) {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('person_id', '=', personId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async lastRecoveryCodeUse(personId) {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.max('used_at').as('last'))
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return row?.last === null || row?.last === undefined ? null : Number(row.last);
    },
  };
}
