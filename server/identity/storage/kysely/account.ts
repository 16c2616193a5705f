/** Memberships, attributes and consent levels (`account-types.ts`) over Kysely. */
import type { Kysely } from 'kysely';
import type { AttributeScope, AttributesRepo, ConsentsRepo, MembershipsRepo } from '../account-types.ts';
import type { IdentityDatabase } from '../schema.ts';
import { inTransaction } from './in-transaction.ts';

type Db = Kysely<IdentityDatabase>;

export function membershipsRepo(db: Db): MembershipsRepo {
  const toRecord = (row: { org_id: string; person_id: string; groups: string; created_at: number }) => ({
    orgId: row.org_id,
    personId: row.person_id,
    groups: JSON.parse(row.groups) as string[],
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
