import { sql, type Kysely, type Selectable } from 'kysely';
import type { FactorMethod, HandleType } from '../../../../core/identity/index.ts';
import type { FlowsTable, IdentityDatabase } from '../schema.ts';
import type { FlowRecord, FlowStatus, FlowsRepo } from '../types.ts';
import { mailRow } from './outbox.ts';
import { inTransaction } from './in-transaction.ts';

type Db = Kysely<IdentityDatabase>;

export function flowsRepo(db: Db): FlowsRepo {
  return {
    async create({ flow, challenges, secrets, mail }) {
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('flows')
          .values({
            id: flow.id,
            org_id: flow.orgId,
            factor_method: flow.factorMethod,
            handle_type: flow.handle.type,
            handle_value: flow.handle.value,
            requester_device: flow.requesterDevice,
            status: 'pending',
            failure: null,
            person_id: null,
            result_claims: null,
            created_at: flow.createdAt,
            expires_at: flow.expiresAt,
            completed_at: null,
            delivered_at: null,
          })
          .execute();
        if (challenges.length > 0) {
          await trx
            .insertInto('challenges')
            .values(
              challenges.map((c) => ({
                id: c.id,
                flow_id: flow.id,
                type: c.type,
                authentication_method: c.authenticationMethod,
                created_at: flow.createdAt,
                payload: c.payload ?? null,
              })),
            )
            .execute();
        }
        if (secrets.length > 0) {
          await trx
            .insertInto('secrets')
            .values(
              secrets.map((s) => ({
                hash: s.hash,
                purpose: s.purpose,
                flow_id: flow.id,
                challenge_id: s.challengeId,
                created_at: flow.createdAt,
                expires_at: s.expiresAt,
                used_at: null,
              })),
            )
            .execute();
        }
        if (mail) await trx.insertInto('mail_outbox').values(mailRow(mail)).execute();
        if (flow.extras)
          await trx.insertInto('flow_extras').values({ flow_id: flow.id, extras: flow.extras }).execute();
      });
    },

    async get(flowId) {
      const row = await db.selectFrom('flows').selectAll().where('id', '=', flowId).executeTakeFirst();
      return row && toRecord(row);
    },

    async findBySecret(hash, purpose) {
      const row = await db
        .selectFrom('secrets')
        .innerJoin('flows', 'flows.id', 'secrets.flow_id')
        .selectAll('flows')
        .where('secrets.hash', '=', hash)
        .where('secrets.purpose', '=', purpose)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async findByChallenge(challengeId) {
      const row = await db
        .selectFrom('challenges')
        .innerJoin('flows', 'flows.id', 'challenges.flow_id')
        .selectAll('flows')
        .where('challenges.id', '=', challengeId)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async getChallenge(challengeId) {
      const row = await db
        .selectFrom('challenges')
        .select(['id', 'flow_id', 'type', 'authentication_method', 'payload'])
        .where('id', '=', challengeId)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          flowId: row.flow_id,
          type: row.type,
          authenticationMethod: row.authentication_method as FactorMethod,
          payload: row.payload,
        }
      );
    },

    async setChallengePayload(challengeId, payload) {
      await db.updateTable('challenges').set({ payload }).where('id', '=', challengeId).execute();
    },

    async secretUsed(flowId, purpose) {
      const row = await db
        .selectFrom('secrets')
        .select('hash')
        .where('flow_id', '=', flowId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async consumeSecret({ hash, purpose, challengeId, now }) {
      // One statement decides: concurrent callers serialise on the row and only one sees used_at IS NULL.
      const row = await db
        .updateTable('secrets')
        .set({ used_at: now })
        .where('hash', '=', hash)
        .where('purpose', '=', purpose)
        .where('challenge_id', '=', challengeId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('flow_id')
        .executeTakeFirst();
      return row?.flow_id;
    },

    async countAttempt({ challengeId, max, now }) {
      // The flow's state is checked in the same statement, so a finished or expired flow counts nothing.
      const row = await db
        .updateTable('challenges')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('id', '=', challengeId)
        .where('attempts', '<', max)
        .where('flow_id', 'in', (qb) =>
          qb.selectFrom('flows').select('id').where('status', '=', 'pending').where('expires_at', '>', now),
        )
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    async complete({ flowId, personId, resultClaims, now }) {
      const result = await db
        .updateTable('flows')
        .set({ status: 'completed', person_id: personId, result_claims: resultClaims, completed_at: now })
        .where('id', '=', flowId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markDelivered(flowId, now) {
      const row = await db
        .updateTable('flows')
        .set({ delivered_at: sql<number>`coalesce(delivered_at, ${now})` })
        .where('id', '=', flowId)
        .where('status', '=', 'completed')
        .returning('delivered_at')
        .executeTakeFirst();
      return row?.delivered_at ?? undefined;
    },

    async fail(flowId, failure) {
      const result = await db
        .updateTable('flows')
        .set({ status: 'failed', failure })
        .where('id', '=', flowId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async deleteExpiredBefore(before) {
      return inTransaction(db, async (trx) => {
        const expired = trx.selectFrom('flows').select('id').where('expires_at', '<', before);
        await trx.deleteFrom('secrets').where('flow_id', 'in', expired).execute();
        await trx.deleteFrom('challenges').where('flow_id', 'in', expired).execute();
        await trx.updateTable('mail_outbox').set({ flow_id: null }).where('flow_id', 'in', expired).execute();
        const result = await trx.deleteFrom('flows').where('expires_at', '<', before).executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },
  };
}

function toRecord(row: Selectable<FlowsTable>): FlowRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    factorMethod: row.factor_method as FactorMethod,
    handle: { type: row.handle_type as HandleType, value: row.handle_value },
    requesterDevice: row.requester_device,
    status: row.status as FlowStatus,
    failure: row.failure,
    personId: row.person_id,
    resultClaims: row.result_claims,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    completedAt: row.completed_at,
    deliveredAt: row.delivered_at,
  };
}
