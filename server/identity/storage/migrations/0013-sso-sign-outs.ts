/**
 * What signing a reader out at their OpenID provider needs (the ID token to name as `id_token_hint`, sealed),
 * one row per reader address and organisation, kept as long as a docgen token lives. Runs unchanged on SQLite
 * and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const ssoSignOuts: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sso_sign_outs')
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('connection', 'text', (c) => c.notNull())
      .addColumn('id_token', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sso_sign_outs_pk', ['org_id', 'email'])
      .execute();
    await db.schema.createIndex('sso_sign_outs_expiry').on('sso_sign_outs').column('expires_at').execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('sso_sign_outs').ifExists().execute();
  },
};
