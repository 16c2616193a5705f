import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Handle, HandleType, PersonType } from '../../../../core/identity/index.ts';
import type { IdentityDatabase, OrganizationsTable, PersonsTable } from '../schema.ts';
import type {
  NewOrganization,
  OrganizationRecord,
  OrganizationsRepo,
  PersonRecord,
  PersonsRepo,
} from '../types.ts';
import { inTransaction } from './in-transaction.ts';

type Db = Kysely<IdentityDatabase>;

export function personsRepo(db: Db): PersonsRepo {
  async function handlesOf(personIds: string[]): Promise<Map<string, Handle[]>> {
    const byPerson = new Map<string, Handle[]>();
    if (personIds.length === 0) return byPerson;
    const rows = await db
      .selectFrom('handles')
      .select(['person_id', 'type', 'value'])
      .where('person_id', 'in', personIds)
      .orderBy('created_at')
      .orderBy('value')
      .execute();
    for (const row of rows) {
      const list = byPerson.get(row.person_id) ?? [];
      list.push({ type: row.type as HandleType, value: row.value });
      byPerson.set(row.person_id, list);
    }
    return byPerson;
  }

  async function get(personId: string): Promise<PersonRecord | undefined> {
    const row = await db.selectFrom('persons').selectAll().where('id', '=', personId).executeTakeFirst();
    if (!row) return undefined;
    return toRecord(row, (await handlesOf([row.id])).get(row.id) ?? []);
  }

  async function findByHandle(orgId: string, handle: Handle): Promise<PersonRecord | undefined> {
    const row = await db
      .selectFrom('handles')
      .select('person_id')
      .where('org_id', '=', orgId)
      .where('type', '=', handle.type)
      .where('value', '=', handle.value)
      .executeTakeFirst();
    return row && get(row.person_id);
  }

  return {
    get,
    findByHandle,

    async findOrCreate({ orgId, handle, groups, region, now }) {
      const existing = await findByHandle(orgId, handle);
      if (existing) return { person: existing, created: false };
      const id = `pid:${randomBytes(16).toString('hex')}`;
      // The handle's primary key decides a race: the loser's person row is removed in the same transaction.
      const created = await inTransaction(db, async (trx) => {
        await trx
          .insertInto('persons')
          .values({
            id,
            org_id: orgId,
            active: 1,
            person_type: 'regular',
            region,
            groups: JSON.stringify(groups),
            attributes: '{}',
            created_at: now,
            first_login_at: null,
            last_login_at: null,
          })
          .execute();
        const handleRow = await trx
          .insertInto('handles')
          .values({ org_id: orgId, type: handle.type, value: handle.value, person_id: id, created_at: now })
          .onConflict((oc) => oc.columns(['org_id', 'type', 'value']).doNothing())
          .returning('person_id')
          .executeTakeFirst();
        if (!handleRow) await trx.deleteFrom('persons').where('id', '=', id).execute();
        return handleRow !== undefined;
      });
      const person = created ? await get(id) : await findByHandle(orgId, handle);
      if (!person) throw new Error(`person for handle ${handle.type} vanished while being created`);
      return { person, created };
    },

    async list(orgId) {
      const rows = await db
        .selectFrom('persons')
        .selectAll()
        .where('org_id', '=', orgId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const handles = await handlesOf(rows.map((row) => row.id));
      return rows.map((row) => toRecord(row, handles.get(row.id) ?? []));
    },

    async remove(personId) {
      // Handles and factors go with the person (ON DELETE CASCADE); deleted first too, for databases without FK checks.
      return inTransaction(db, async (trx) => {
        await trx.deleteFrom('handles').where('person_id', '=', personId).execute();
        await trx.deleteFrom('recovery_codes').where('person_id', '=', personId).execute();
        await trx.deleteFrom('totp_credentials').where('person_id', '=', personId).execute();
        await trx.deleteFrom('webauthn_credentials').where('person_id', '=', personId).execute();
        await trx.deleteFrom('password_credentials').where('person_id', '=', personId).execute();
        for (const table of ['org_members', 'person_attributes', 'gdpr_consents'] as const)
          await trx.deleteFrom(table).where('person_id', '=', personId).execute();
        const result = await trx.deleteFrom('persons').where('id', '=', personId).executeTakeFirst();
        return result.numDeletedRows > 0n;
      });
    },

    async setGroups(personId, groups) {
      const result = await db
        .updateTable('persons')
        .set({ groups: JSON.stringify(groups) })
        .where('id', '=', personId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setRoles(personId, roles) {
      const result = await db
        .updateTable('persons')
        .set({ roles: JSON.stringify(roles) })
        .where('id', '=', personId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async recordLogin(personId, now) {
      const first = await db
        .updateTable('persons')
        .set({ first_login_at: now, last_login_at: now })
        .where('id', '=', personId)
        .where('first_login_at', 'is', null)
        .executeTakeFirst();
      if (first.numUpdatedRows > 0n) return { first: true };
      await db.updateTable('persons').set({ last_login_at: now }).where('id', '=', personId).execute();
      return { first: false };
    },
  };
}

function toRecord(row: Selectable<PersonsTable>, handles: Handle[]): PersonRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    active: row.active === 1,
    personType: row.person_type as PersonType,
    region: row.region,
    groups: JSON.parse(row.groups) as string[],
    roles: JSON.parse(row.roles) as string[],
    attributes: JSON.parse(row.attributes) as PersonRecord['attributes'],
    handles,
    createdAt: row.created_at,
    firstLoginAt: row.first_login_at,
    lastLoginAt: row.last_login_at,
  };
}

export function organizationsRepo(db: Db): OrganizationsRepo {
  const values = (org: NewOrganization) => ({
    id: org.id,
    name: org.name,
    created_at: org.createdAt,
    parent_id: org.parentId ?? null,
  });
  const toOrganization = (row: Selectable<OrganizationsTable>): OrganizationRecord => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    parentId: row.parent_id,
  });
  return {
    async ensure(org) {
      await db
        .insertInto('organizations')
        .values(values(org))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
    async create(org) {
      const result = await db
        .insertInto('organizations')
        .values(values(org))
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
    async get(id) {
      const row = await db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toOrganization(row);
    },
    async list() {
      const rows = await db
        .selectFrom('organizations')
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toOrganization);
    },
    async remove(id) {
      return inTransaction(db, async (trx) => {
        await trx.deleteFrom('org_members').where('org_id', '=', id).execute();
        const result = await trx.deleteFrom('organizations').where('id', '=', id).executeTakeFirst();
        return result.numDeletedRows > 0n;
      });
    },
  };
}
