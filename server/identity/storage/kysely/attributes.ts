/** Person attributes over Kysely. */
import type { Kysely } from 'kysely';
import type { AttributeScope, AttributesRepo } from '../account-types.ts';
import type { IdentityDatabase } from '../schema.ts';

export function attributesRepo(db: Kysely<IdentityDatabase>): AttributesRepo {
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
