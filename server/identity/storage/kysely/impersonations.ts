/** Impersonations and their uses over Kysely. */
import type { Kysely } from 'kysely';
import type { ImpersonationsRepo } from '../account-types.ts';
import type { IdentityDatabase } from '../schema.ts';

/** The columns naming who an impersonation is about: the same in the grants and in their uses. */
interface PartiesColumns {
  id: string;
  org_id: string;
  actor_person_id: string;
  actor_handle: string;
  target_person_id: string;
  target_handle: string;
}

type Parties = ReturnType<typeof impersonationParties>;

function impersonationParties(row: PartiesColumns) {
  return {
    id: row.id,
    orgId: row.org_id,
    actorPersonId: row.actor_person_id,
    actorHandle: row.actor_handle,
    targetPersonId: row.target_person_id,
    targetHandle: row.target_handle,
  };
}

function partiesColumns(record: Parties): PartiesColumns {
  return {
    id: record.id,
    org_id: record.orgId,
    actor_person_id: record.actorPersonId,
    actor_handle: record.actorHandle,
    target_person_id: record.targetPersonId,
    target_handle: record.targetHandle,
  };
}

export function impersonationsRepo(db: Kysely<IdentityDatabase>): ImpersonationsRepo {
  return {
    async insert(record) {
      await db
        .insertInto('impersonations')
        .values({ ...partiesColumns(record), created_at: record.createdAt, expires_at: record.expiresAt })
        .execute();
    },
    async list(limit) {
      const rows = await db
        .selectFrom('impersonations')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...impersonationParties(row),
        createdAt: row.created_at,
        expiresAt: row.expires_at,
      }));
    },
    async recordUse(record) {
      await db
        .insertInto('impersonation_uses')
        .values({
          ...partiesColumns(record),
          token_id: record.tokenId,
          action: record.action,
          detail: record.detail,
          refused: record.refused ? 1 : 0,
          created_at: record.createdAt,
        })
        .execute();
    },
    async listUses(limit) {
      const rows = await db
        .selectFrom('impersonation_uses')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...impersonationParties(row),
        tokenId: row.token_id,
        action: row.action,
        detail: row.detail,
        refused: Number(row.refused) === 1,
        createdAt: Number(row.created_at),
      }));
    },
  };
}
