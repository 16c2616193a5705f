/** Passwords: one argon2id hash per person. Runs unchanged on SQLite and PostgreSQL. */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const passwords: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('password_credentials')
      .addColumn('person_id', 'text', (c) => c.primaryKey().references('persons.id').onDelete('cascade'))
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('password_credentials').ifExists().execute();
  },
};
