/** Flow extras over Kysely. */
import type { Kysely } from 'kysely';
import type { FlowExtrasRepo } from '../account-types.ts';
import type { IdentityDatabase } from '../schema.ts';

export function flowExtrasRepo(db: Kysely<IdentityDatabase>): FlowExtrasRepo {
  return {
    async get(flowId) {
      const row = await db
        .selectFrom('flow_extras')
        .select('extras')
        .where('flow_id', '=', flowId)
        .executeTakeFirst();
      return row?.extras;
    },
  };
}
