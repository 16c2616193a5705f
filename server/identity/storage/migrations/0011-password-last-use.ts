/** When each password last signed its reader in (shown in `GET /me`). Runs unchanged on SQLite and PostgreSQL. */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const passwordLastUse: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('password_credentials').addColumn('last_used_at', 'bigint').execute();
  },

  async down(db: AnyDb) {
    await db.schema.alterTable('password_credentials').dropColumn('last_used_at').execute();
  },
};
