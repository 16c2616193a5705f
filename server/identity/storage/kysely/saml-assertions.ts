import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../schema.ts';
import type { SamlAssertionsRepo } from '../types.ts';

export function samlAssertionsRepo(db: Kysely<IdentityDatabase>): SamlAssertionsRepo {
  return {
    async remember({ issuer, assertionId, now, expiresAt }) {
      // The primary key decides: a replay, even a concurrent one, inserts nothing.
      const row = await db
        .insertInto('saml_assertions')
        .values({ issuer, assertion_id: assertionId, used_at: now, expires_at: expiresAt })
        .onConflict((oc) => oc.columns(['issuer', 'assertion_id']).doNothing())
        .returning('assertion_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async deleteExpiredBefore(before) {
      const result = await db
        .deleteFrom('saml_assertions')
        .where('expires_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
