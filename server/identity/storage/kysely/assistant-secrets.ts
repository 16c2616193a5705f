/**
 * The secrets of assistant grants (authorization codes, access and refresh tokens) over Kysely, as keyed
 * hashes. A code or refresh token is spent with `UPDATE … WHERE used_at IS NULL`: of racing callers exactly one
 * updates the row, and a second use is told apart from an unknown secret, so a replayed refresh token can
 * revoke its grant.
 */
import type { Kysely } from 'kysely';
import type { AssistantSecretKind, AssistantSecretRecord, AssistantSecretsRepo } from '../assistant-types.ts';
import type { IdentityDatabase } from '../schema.ts';
import { grantOf } from './assistant-grants.ts';

type SecretRow = IdentityDatabase['assistant_secrets'];

function secretOf(row: SecretRow): AssistantSecretRecord {
  return {
    hash: row.hash,
    grantId: row.grant_id,
    kind: row.kind as AssistantSecretKind,
    expiresAt: Number(row.expires_at),
    ...(row.redirect_uri !== null ? { redirectUri: row.redirect_uri } : {}),
    ...(row.code_challenge !== null ? { codeChallenge: row.code_challenge } : {}),
  };
}

export function assistantSecretsRepo(db: Kysely<IdentityDatabase>): AssistantSecretsRepo {
  return {
    async insert(secret) {
      await db
        .insertInto('assistant_secrets')
        .values({
          hash: secret.hash,
          grant_id: secret.grantId,
          kind: secret.kind,
          expires_at: secret.expiresAt,
          used_at: null,
          redirect_uri: secret.redirectUri ?? null,
          code_challenge: secret.codeChallenge ?? null,
        })
        .execute();
    },
    async spend(hash, kind, now) {
      const spent = await db
        .updateTable('assistant_secrets')
        .set({ used_at: now })
        .where('hash', '=', hash)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
      if (spent) return { outcome: 'spent', secret: secretOf(spent) };
      const used = await db
        .selectFrom('assistant_secrets')
        .select('grant_id')
        .where('hash', '=', hash)
        .where('kind', '=', kind)
        .where('used_at', 'is not', null)
        .executeTakeFirst();
      return used ? { outcome: 'reused', grantId: used.grant_id } : { outcome: 'unknown' };
    },
    async grantOfAccess(hash, now) {
      const row = await db
        .selectFrom('assistant_secrets')
        .innerJoin('assistant_grants', 'assistant_grants.id', 'assistant_secrets.grant_id')
        .innerJoin('persons', 'persons.id', 'assistant_grants.person_id')
        .selectAll('assistant_grants')
        .where('assistant_secrets.hash', '=', hash)
        .where('assistant_secrets.kind', '=', 'access')
        .where('assistant_secrets.expires_at', '>', now)
        .where('assistant_grants.revoked_at', 'is', null)
        .where('persons.active', '=', 1)
        .executeTakeFirst();
      return row && grantOf(row);
    },
    async deleteExpiredBefore(before) {
      const result = await db
        .deleteFrom('assistant_secrets')
        .where('expires_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
