/**
 * The AI assistants readers approve over OAuth: registered clients, grants, the grants' hashed secrets and the
 * audit of their issue and use. Runs unchanged on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const assistants: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('assistant_clients')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('redirect_uris', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('assistant_grants')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('person_id', 'text', (c) => c.notNull())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('groups', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('assistant_grants_person')
      .on('assistant_grants')
      .column('person_id')
      .execute();
    await db.schema
      .createTable('assistant_secrets')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('grant_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('redirect_uri', 'text')
      .addColumn('code_challenge', 'text')
      .execute();
    await db.schema
      .createIndex('assistant_secrets_expiry')
      .on('assistant_secrets')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('assistant_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('grant_id', 'text', (c) => c.notNull())
      .addColumn('person_id', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('assistant_audit_created')
      .on('assistant_audit')
      .column('created_at')
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of ['assistant_audit', 'assistant_secrets', 'assistant_grants', 'assistant_clients'])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
