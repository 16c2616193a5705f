import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../schema.ts';
import type { SettingsRepo, SigningKeyRecord, SigningKeysRepo } from '../types.ts';
import { inTransaction } from './in-transaction.ts';

type Db = Kysely<IdentityDatabase>;

const INITIAL_KEY_MARKER = 'signing_keys.initial_kid';

function keyRow(key: SigningKeyRecord) {
  return {
    kid: key.kid,
    alg: key.alg,
    private_jwk: key.privateJwk,
    public_jwk: key.publicJwk,
    created_at: key.createdAt,
    retired_at: key.retiredAt,
  };
}

export function settingsRepo(db: Db): SettingsRepo {
  return {
    async get(name) {
      const row = await db.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirst();
      return row?.value;
    },
    async putIfAbsent(name, value, now) {
      await db
        .insertInto('settings')
        .values({ name, value, created_at: now })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}

export function signingKeysRepo(db: Db): SigningKeysRepo {
  return {
    async list() {
      const rows = await db
        .selectFrom('signing_keys')
        .selectAll()
        .orderBy('created_at', 'asc')
        .orderBy('kid')
        .execute();
      return rows.map((row): SigningKeyRecord => ({
        kid: row.kid,
        alg: row.alg,
        privateJwk: row.private_jwk,
        publicJwk: row.public_jwk,
        createdAt: row.created_at,
        retiredAt: row.retired_at,
      }));
    },
    async insert(key) {
      await db.insertInto('signing_keys').values(keyRow(key)).execute();
    },
    async insertInitial(key) {
      // A marker row decides the race; racing inserts wait on its primary key until the winner commits.
      return inTransaction(db, async (trx) => {
        const won = await trx
          .insertInto('settings')
          .values({ name: INITIAL_KEY_MARKER, value: key.kid, created_at: key.createdAt })
          .onConflict((oc) => oc.column('name').doNothing())
          .returning('name')
          .executeTakeFirst();
        if (won) await trx.insertInto('signing_keys').values(keyRow(key)).execute();
        return won !== undefined;
      });
    },
    async retire(kid, at) {
      const result = await db
        .updateTable('signing_keys')
        // A retired key never signs again: its private half is dropped, the public half verifies what it signed.
        .set({ retired_at: at, private_jwk: '' })
        .where('kid', '=', kid)
        .where('retired_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async deleteRetiredBefore(before) {
      const result = await db.deleteFrom('signing_keys').where('retired_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
