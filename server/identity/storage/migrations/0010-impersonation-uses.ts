/**
 * The audit of what is done with an impersonation token (a session opened, a token exchange tried, an API
 * call, a sign-in made with it), beside the audit of impersonations granted. Runs unchanged on SQLite and
 * PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const impersonationUses: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('impersonation_uses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('actor_person_id', 'text', (c) => c.notNull())
      .addColumn('actor_handle', 'text', (c) => c.notNull())
      .addColumn('target_person_id', 'text', (c) => c.notNull())
      .addColumn('target_handle', 'text', (c) => c.notNull())
      .addColumn('token_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('refused', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('impersonation_uses_created')
      .on('impersonation_uses')
      .column('created_at')
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('impersonation_uses').ifExists().execute();
  },
};
