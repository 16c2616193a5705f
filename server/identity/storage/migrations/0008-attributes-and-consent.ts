/**
 * A reader's attributes, one row per attribute (so writes never race on a shared document), and the privacy
 * consent levels they gave. Buckets of the organisation carry its id; `person_pool-` buckets, shared by every
 * organisation of the reader, carry ''. Runs unchanged on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const attributesAndConsent: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('person_attributes')
      .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id').onDelete('cascade'))
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('bucket', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('person_attributes_pk', ['person_id', 'org_id', 'bucket', 'name'])
      .execute();
    await db.schema
      .createTable('gdpr_consents')
      .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id').onDelete('cascade'))
      .addColumn('consent_level', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('gdpr_consents_pk', ['person_id', 'consent_level'])
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('gdpr_consents').ifExists().execute();
    await db.schema.dropTable('person_attributes').ifExists().execute();
  },
};
