/**
 * SAML assertions already used, kept until they expire so that none signs anyone in twice. Runs unchanged on
 * SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const samlAssertions: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('saml_assertions')
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('assertion_id', 'text', (c) => c.notNull())
      .addColumn('used_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('saml_assertions_pk', ['issuer', 'assertion_id'])
      .execute();
    await db.schema
      .createIndex('saml_assertions_expiry')
      .on('saml_assertions')
      .column('expires_at')
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('saml_assertions').ifExists().execute();
  },
};
