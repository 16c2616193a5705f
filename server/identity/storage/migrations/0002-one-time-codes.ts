/**
 * One-time codes: a per-challenge count of code submissions, so the attempt cap is one
 * atomic `UPDATE … RETURNING` shared by every instance, and the dev outbox for text messages. Runs unchanged
 * on SQLite and PostgreSQL.
 */
import type { Kysely, Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see the database as it was.
type AnyDb = Kysely<unknown>;

export const oneTimeCodes: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('challenges')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('sms_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to_number', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sms_messages_created').on('sms_messages').column('created_at').execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('sms_messages').ifExists().execute();
    await db.schema.alterTable('challenges').dropColumn('attempts').execute();
  },
};
