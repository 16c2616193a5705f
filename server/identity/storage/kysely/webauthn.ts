import type { Kysely, Selectable } from 'kysely';
import type { IdentityDatabase, WebauthnCredentialsTable } from '../schema.ts';
import type { WebauthnCredentialRecord, WebauthnRepo } from '../types.ts';

export function webauthnRepo(db: Kysely<IdentityDatabase>): WebauthnRepo {
  return {
    async add(credential) {
      const result = await db
        .insertInto('webauthn_credentials')
        .values({
          id: credential.id,
          person_id: credential.personId,
          rp_id: credential.rpId,
          public_key: credential.publicKey,
          counter: credential.counter,
          transports: JSON.stringify(credential.transports),
          created_at: credential.createdAt,
          last_used_at: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async get(id) {
      const row = await db
        .selectFrom('webauthn_credentials')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async list(personId, rpId) {
      const rows = await db
        .selectFrom('webauthn_credentials')
        .selectAll()
        .where('person_id', '=', personId)
        .where('rp_id', '=', rpId)
        .orderBy('created_at')
        .execute();
      return rows.map(toRecord);
    },

    async listForPerson(personId) {
      const rows = await db
        .selectFrom('webauthn_credentials')
        .selectAll()
        .where('person_id', '=', personId)
        .orderBy('created_at')
        .execute();
      return rows.map(toRecord);
    },

    async recordUse({ id, counter, now }) {
      // One statement: authenticators without a counter report 0 forever; others must have counted up.
      const result = await db
        .updateTable('webauthn_credentials')
        .set({ counter, last_used_at: now })
        .where('id', '=', id)
        .where('counter', counter === 0 ? '=' : '<', counter)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

function toRecord(row: Selectable<WebauthnCredentialsTable>): WebauthnCredentialRecord {
  return {
    id: row.id,
    personId: row.person_id,
    rpId: row.rp_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as string[],
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}
