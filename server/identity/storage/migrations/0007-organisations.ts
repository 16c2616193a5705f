/**
 * Organisations under the site's own: a parent for each sub-organisation, and the readers who belong to one
 * with their groups there. A reader's own organisation stays `persons.org_id` (with `persons.groups`).
 * Runs unchanged on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const organisations: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('organizations').addColumn('parent_id', 'text').execute();
    await db.schema
      .createTable('org_members')
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id').onDelete('cascade'))
      .addColumn('groups', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('org_members_pk', ['org_id', 'person_id'])
      .execute();
    await db.schema.createIndex('org_members_person').on('org_members').column('person_id').execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('org_members').ifExists().execute();
    await db.schema.alterTable('organizations').dropColumn('parent_id').execute();
  },
};
