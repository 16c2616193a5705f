/** Privacy consents over Kysely. */
import type { Kysely } from 'kysely';
import type { ConsentsRepo } from '../account-types.ts';
import type { IdentityDatabase } from '../schema.ts';
import { inTransaction } from './in-transaction.ts';

export function consentsRepo(db: Kysely<IdentityDatabase>): ConsentsRepo {
  async function add(
    trx: Kysely<IdentityDatabase>,
    personId: string,
    levels: readonly string[],
    now: number,
  ): Promise<void> {
    if (levels.length === 0) return;
    await trx
      .insertInto('gdpr_consents')
      .values(levels.map((level) => ({ person_id: personId, consent_level: level, created_at: now })))
      .onConflict((oc) => oc.columns(['person_id', 'consent_level']).doNothing())
      .execute();
  }
  return {
    async list(personId) {
      const rows = await db
        .selectFrom('gdpr_consents')
        .select(['consent_level', 'created_at'])
        .where('person_id', '=', personId)
        .orderBy('created_at')
        .orderBy('consent_level')
        .execute();
      return rows.map((row) => ({ level: row.consent_level, createdAt: row.created_at }));
    },
    add: (personId, levels, now) => add(db, personId, levels, now),
    async replace(personId, levels, now) {
      await inTransaction(db, async (trx) => {
        let stale = trx.deleteFrom('gdpr_consents').where('person_id', '=', personId);
        if (levels.length > 0) stale = stale.where('consent_level', 'not in', [...levels]);
        await stale.execute();
        await add(trx, personId, levels, now);
      });
    },
    async remove(personId, levels) {
      if (levels?.length === 0) return;
      let query = db.deleteFrom('gdpr_consents').where('person_id', '=', personId);
      if (levels) query = query.where('consent_level', 'in', [...levels]);
      await query.execute();
    },
    async has(personId, level) {
      const row = await db
        .selectFrom('gdpr_consents')
        .select('person_id')
        .where('person_id', '=', personId)
        .where('consent_level', '=', level)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
