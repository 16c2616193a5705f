/**
 * Passkeys: the public key credentials of each person, per relying party id (the scope),
 * with the signature counter. Runs unchanged on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const webauthn: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('webauthn_credentials')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id').onDelete('cascade'))
      .addColumn('rp_id', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull())
      .addColumn('transports', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('webauthn_credentials_person')
      .on('webauthn_credentials')
      .columns(['person_id', 'rp_id'])
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('webauthn_credentials').ifExists().execute();
  },
};
