/** The first identity schema. Runs unchanged on SQLite and PostgreSQL. */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const initial: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('settings')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('signing_keys')
      .addColumn('kid', 'text', (c) => c.primaryKey())
      .addColumn('alg', 'text', (c) => c.notNull())
      .addColumn('private_jwk', 'text', (c) => c.notNull())
      .addColumn('public_jwk', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('retired_at', 'bigint')
      .execute();

    await db.schema
      .createTable('organizations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('persons')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('person_type', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('groups', 'text', (c) => c.notNull())
      .addColumn('attributes', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('first_login_at', 'bigint')
      .addColumn('last_login_at', 'bigint')
      .execute();
    await db.schema.createIndex('persons_org').on('persons').column('org_id').execute();

    await db.schema
      .createTable('handles')
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('handles_pk', ['org_id', 'type', 'value'])
      .execute();
    await db.schema.createIndex('handles_person').on('handles').column('person_id').execute();

    await db.schema
      .createTable('flows')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('factor_method', 'text', (c) => c.notNull())
      .addColumn('handle_type', 'text', (c) => c.notNull())
      .addColumn('handle_value', 'text', (c) => c.notNull())
      .addColumn('requester_device', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('failure', 'text')
      .addColumn('person_id', 'text')
      .addColumn('result_claims', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('completed_at', 'bigint')
      .addColumn('delivered_at', 'bigint')
      .execute();
    await db.schema.createIndex('flows_expires').on('flows').column('expires_at').execute();

    await db.schema
      .createTable('challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('flow_id', 'text', (c) => c.notNull().references('flows.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('authentication_method', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('challenges_flow').on('challenges').column('flow_id').execute();

    await db.schema
      .createTable('secrets')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('flow_id', 'text', (c) => c.notNull().references('flows.id').onDelete('cascade'))
      .addColumn('challenge_id', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('secrets_flow').on('secrets').column('flow_id').execute();

    await db.schema
      .createTable('revocations')
      .addColumn('subject', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('window_ms', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('flow_id', 'text', (c) => c.references('flows.id').onDelete('set null'))
      .addColumn('transport', 'text', (c) => c.notNull())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('links', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('locked_until', 'bigint')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('sent_at', 'bigint')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('mail_outbox_due')
      .on('mail_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema.createIndex('mail_outbox_created').on('mail_outbox').column('created_at').execute();

    await db.schema
      .createTable('analytics_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text')
      .addColumn('event_name', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('analytics_events_created')
      .on('analytics_events')
      .column('created_at')
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of [
      'analytics_events',
      'mail_outbox',
      'rate_limits',
      'revocations',
      'secrets',
      'challenges',
      'flows',
      'handles',
      'persons',
      'organizations',
      'signing_keys',
      'settings',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
