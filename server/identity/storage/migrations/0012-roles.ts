/**
 * Roles: names an operator gives a reader in an organisation (`docgen users roles`), carried in tokens beside
 * the groups; the site's own organisation on `persons`, sub-organisations on `org_members`. Existing readers
 * have none. Runs unchanged on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const roles: Migration = {
  async up(db: AnyDb) {
    for (const table of ['persons', 'org_members'])
      await db.schema
        .alterTable(table)
        .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
  },

  async down(db: AnyDb) {
    for (const table of ['persons', 'org_members'])
      await db.schema.alterTable(table).dropColumn('roles').execute();
  },
};
