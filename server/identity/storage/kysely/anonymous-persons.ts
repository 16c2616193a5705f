/** Anonymous persons over Kysely. */
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { AnonymousPersonsRepo } from '../account-types.ts';
import type { IdentityDatabase } from '../schema.ts';
import { inTransaction } from './in-transaction.ts';

export function anonymousPersonsRepo(db: Kysely<IdentityDatabase>): AnonymousPersonsRepo {
  return {
    async create({ orgId, region, now }) {
      const id = `pid:${randomBytes(16).toString('hex')}`;
      await db
        .insertInto('persons')
        .values({
          id,
          org_id: orgId,
          active: 1,
          person_type: 'anonymous',
          region,
          groups: '[]',
          attributes: '{}',
          created_at: now,
          first_login_at: null,
          last_login_at: null,
        })
        .execute();
      return id;
    },
    async deleteCreatedBefore(before) {
      return inTransaction(db, async (trx) => {
        const stale = trx
          .selectFrom('persons')
          .select('id')
          .where('person_type', '=', 'anonymous')
          .where('created_at', '<', before);
        for (const table of ['person_attributes', 'gdpr_consents', 'org_members'] as const)
          await trx.deleteFrom(table).where('person_id', 'in', stale).execute();
        const result = await trx
          .deleteFrom('persons')
          .where('person_type', '=', 'anonymous')
          .where('created_at', '<', before)
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },
  };
}
