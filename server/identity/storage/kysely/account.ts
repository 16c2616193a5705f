/** Memberships, attributes, consent, anonymous persons, flow extras and impersonations over Kysely. */
import type { Kysely, Selectable } from 'kysely';
import { randomBytes } from 'node:crypto';
import type {
  AnonymousPersonsRepo,
  AttributeScope,
  AttributesRepo,
  ConsentsRepo,
  FlowExtrasRepo,
  ImpersonationsRepo,
  MembershipsRepo,
} from '../account-types.ts';
import type { OrgMembersTable } from '../account-schema.ts';
import type { IdentityDatabase } from '../schema.ts';
import { inTransaction } from './in-transaction.ts';

type Db = Kysely<IdentityDatabase>;

export function membershipsRepo(db: Db): MembershipsRepo {
  const toRecord = (row: Selectable<OrgMembersTable>) => ({
    orgId: row.org_id,
    personId: row.person_id,
    groups: JSON.parse(row.groups) as string[],
    roles: JSON.parse(row.roles) as string[],
    createdAt: row.created_at,
  });
  return {
    async put({ orgId, personId, groups, now }) {
      await db
        .insertInto('org_members')
        .values({ org_id: orgId, person_id: personId, groups: JSON.stringify(groups), created_at: now })
        .onConflict((oc) =>
          oc.columns(['org_id', 'person_id']).doUpdateSet({ groups: JSON.stringify(groups) }),
        )
        .execute();
    },
    async setRoles(orgId, personId, roles) {
      const result = await db
        .updateTable('org_members')
        .set({ roles: JSON.stringify(roles) })
        .where('org_id', '=', orgId)
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async get(orgId, personId) {
      const row = await db
        .selectFrom('org_members')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return row && toRecord(row);
    },
    async listForPerson(personId) {
      const rows = await db
        .selectFrom('org_members')
        .selectAll()
        .where('person_id', '=', personId)
        .orderBy('created_at')
        .orderBy('org_id')
        .execute();
      return rows.map(toRecord);
    },
    async listForOrg(orgId) {
      const rows = await db
        .selectFrom('org_members')
        .selectAll()
        .where('org_id', '=', orgId)
        .orderBy('created_at')
        .orderBy('person_id')
        .execute();
      return rows.map(toRecord);
    },
    async remove(orgId, personId) {
      const result = await db
        .deleteFrom('org_members')
        .where('org_id', '=', orgId)
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export function attributesRepo(db: Db): AttributesRepo {
  const inScope = (scope: AttributeScope) =>
    db
      .selectFrom('person_attributes')
      .where('person_id', '=', scope.personId)
      .where('org_id', '=', scope.orgId)
      .where('bucket', '=', scope.bucket);
  return {
    async get(scope, names) {
      let query = inScope(scope).select(['name', 'value']);
      if (names) {
        if (names.length === 0) return {};
        query = query.where('name', 'in', [...names]);
      }
      const rows = await query.orderBy('name').execute();
      return Object.fromEntries(rows.map((row) => [row.name, JSON.parse(row.value) as unknown]));
    },
    async put(scope, values, now) {
      const rows = Object.entries(values).map(([name, value]) => ({
        person_id: scope.personId,
        org_id: scope.orgId,
        bucket: scope.bucket,
        name,
        value: JSON.stringify(value),
        updated_at: now,
      }));
      if (rows.length === 0) return;
      await db
        .insertInto('person_attributes')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['person_id', 'org_id', 'bucket', 'name'])
            .doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: now })),
        )
        .execute();
    },
    async countOthers(scope, except) {
      let query = inScope(scope).select((eb) => eb.fn.countAll<number | string | bigint>().as('count'));
      if (except.length > 0) query = query.where('name', 'not in', [...except]);
      return Number((await query.executeTakeFirstOrThrow()).count);
    },
    async remove(scope, names) {
      if (names?.length === 0) return 0;
      let query = db
        .deleteFrom('person_attributes')
        .where('person_id', '=', scope.personId)
        .where('org_id', '=', scope.orgId)
        .where('bucket', '=', scope.bucket);
      if (names) query = query.where('name', 'in', [...names]);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },
    async copyMissing({ from, to, now }) {
      const rows = await db
        .selectFrom('person_attributes')
        .selectAll()
        .where('person_id', '=', from)
        .execute();
      if (rows.length === 0) return;
      await db
        .insertInto('person_attributes')
        .values(rows.map((row) => ({ ...row, person_id: to, updated_at: now })))
        .onConflict((oc) => oc.columns(['person_id', 'org_id', 'bucket', 'name']).doNothing())
        .execute();
    },
  };
}

export function consentsRepo(db: Db): ConsentsRepo {
  async function add(trx: Db, personId: string, levels: readonly string[], now: number): Promise<void> {
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

export function anonymousPersonsRepo(db: Db): AnonymousPersonsRepo {
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

export function flowExtrasRepo(db: Db): FlowExtrasRepo {
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

/** Who an impersonation row names: the same columns in the grants and in their uses. */
function impersonationParties(row: {
  id: string;
  org_id: string;
  actor_person_id: string;
  actor_handle: string;
  target_person_id: string;
  target_handle: string;
}) {
  return {
    id: row.id,
    orgId: row.org_id,
    actorPersonId: row.actor_person_id,
    actorHandle: row.actor_handle,
    targetPersonId: row.target_person_id,
    targetHandle: row.target_handle,
  };
}

export function impersonationsRepo(db: Db): ImpersonationsRepo {
  return {
    async insert(record) {
      await db
        .insertInto('impersonations')
        .values({
          id: record.id,
          org_id: record.orgId,
          actor_person_id: record.actorPersonId,
          actor_handle: record.actorHandle,
          target_person_id: record.targetPersonId,
          target_handle: record.targetHandle,
          created_at: record.createdAt,
          expires_at: record.expiresAt,
        })
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
          id: record.id,
          org_id: record.orgId,
          actor_person_id: record.actorPersonId,
          actor_handle: record.actorHandle,
          target_person_id: record.targetPersonId,
          target_handle: record.targetHandle,
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
