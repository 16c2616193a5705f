import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../schema.ts';
import type { SsoSignOutsRepo } from '../types.ts';

export function ssoSignOutsRepo(db: Kysely<IdentityDatabase>): SsoSignOutsRepo {
  return {
    async remember({ orgId, email, connection, idToken, expiresAt }) {
      const row = { connection, id_token: idToken, expires_at: expiresAt };
      await db
        .insertInto('sso_sign_outs')
        .values({ org_id: orgId, email, ...row })
        .onConflict((oc) => oc.columns(['org_id', 'email']).doUpdateSet(row))
        .execute();
    },

    async take({ orgId, email, now }) {
      const row = await db
        .deleteFrom('sso_sign_outs')
        .where('org_id', '=', orgId)
        .where('email', '=', email)
        .returning(['connection', 'id_token', 'expires_at'])
        .executeTakeFirst();
      if (!row || Number(row.expires_at) <= now) return undefined;
      return { connection: row.connection, idToken: row.id_token };
    },

    async deleteExpiredBefore(before) {
      const result = await db.deleteFrom('sso_sign_outs').where('expires_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
