/**
 * What some flows carry beyond a sign-in (the token they were started with, for a step-up or an anonymous
 * reader's upgrade; who acts, for an impersonation), and the audit of impersonations. Runs unchanged on
 * SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const flowExtrasAndImpersonations: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('flow_extras')
      .addColumn('flow_id', 'text', (c) => c.primaryKey().references('flows.id').onDelete('cascade'))
      .addColumn('extras', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('impersonations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('actor_person_id', 'text', (c) => c.notNull())
      .addColumn('actor_handle', 'text', (c) => c.notNull())
      .addColumn('target_person_id', 'text', (c) => c.notNull())
      .addColumn('target_handle', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('impersonations_created').on('impersonations').column('created_at').execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('impersonations').ifExists().execute();
    await db.schema.dropTable('flow_extras').ifExists().execute();
  },
};
