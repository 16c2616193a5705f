import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../schema.ts';
import type { RevocationKind, RevocationsRepo } from '../types.ts';

type Db = Kysely<IdentityDatabase>;

export function revocationsRepo(db: Db): RevocationsRepo {
  return {
    async add({ subject, kind, revokedAt, expiresAt }) {
      const row = await db
        .insertInto('revocations')
        .values({ subject, kind, revoked_at: revokedAt, expires_at: expiresAt })
        .onConflict((oc) => oc.column('subject').doNothing())
        .returning('subject')
        .executeTakeFirst();
      return row !== undefined;
    },
    async put({ subject, kind, revokedAt, expiresAt }) {
      await db
        .insertInto('revocations')
        .values({ subject, kind, revoked_at: revokedAt, expires_at: expiresAt })
        .onConflict((oc) =>
          oc.column('subject').doUpdateSet({ revoked_at: revokedAt, expires_at: expiresAt }),
        )
        .execute();
    },
    async listActive(now) {
      const rows = await db.selectFrom('revocations').selectAll().where('expires_at', '>', now).execute();
      return rows.map((row) => ({
        subject: row.subject,
        kind: row.kind as RevocationKind,
        revokedAt: row.revoked_at,
        expiresAt: row.expires_at,
      }));
    },
    async deleteExpiredBefore(before) {
      const result = await db.deleteFrom('revocations').where('expires_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
