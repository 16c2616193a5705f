/**
 * Authenticator apps: a sealed TOTP key per person with the last time step used (so a code
 * is never accepted twice), recovery codes as keyed hashes, each spent once, and a sealed payload on a
 * challenge for a registration in progress. Runs unchanged on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const totp: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('challenges').addColumn('payload', 'text').execute();

    await db.schema
      .createTable('totp_credentials')
      .addColumn('person_id', 'text', (c) => c.primaryKey().references('persons.id').onDelete('cascade'))
      .addColumn('secret_sealed', 'text', (c) => c.notNull())
      .addColumn('last_step', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('recovery_codes')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('recovery_codes_person').on('recovery_codes').column('person_id').execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('recovery_codes').ifExists().execute();
    await db.schema.dropTable('totp_credentials').ifExists().execute();
    await db.schema.alterTable('challenges').dropColumn('payload').execute();
  },
};
