import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { kyselyStorage } from './kysely/storage.ts';
import { migrateToLatest } from './migrate.ts';
import type { IdentityDatabase } from './schema.ts';
import type { IdentityStorage } from './types.ts';

// Kysely's SQLite migration lock is a no-op (it assumes one connection). Several connections to one file
// (a second process, or `docgen users` beside `docgen serve`) are serialised by BEGIN IMMEDIATE across
// processes, and by this queue within one process, where a second BEGIN would block the event loop.
const migrationQueue = new Map<string, Promise<void>>();

/**
 * Opens (creating if needed) the SQLite identity database. WAL lets readers run beside the writer and lets
 * a second process share the file; busy_timeout makes that process wait instead of failing. The file holds
 * the signing keys, so it is created readable by its owner only.
 */
export async function openSqliteStorage(params: { file: string }): Promise<IdentityStorage> {
  const file = params.file === ':memory:' ? params.file : resolve(params.file);
  const isNew = file !== ':memory:' && !existsSync(file);
  if (isNew) mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const database = new Database(file);
  if (isNew) chmodSync(file, 0o600);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  // Deleted and overwritten rows (blanked messages, spent flows) are zeroed in the file, not left in free pages.
  database.pragma('secure_delete = ON');
  const db = new Kysely<IdentityDatabase>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
  });
  try {
    await migrateExclusively(database, db as Kysely<unknown>, file);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return kyselyStorage(db, {
    dialect: 'sqlite',
    location: file,
    // A deleted file stays open and takes writes that no one will ever read again.
    precheck: () => (file === ':memory:' || existsSync(file) ? undefined : 'the database file is gone'),
  });
}

async function migrateExclusively(
  database: Database.Database,
  db: Kysely<unknown>,
  file: string,
): Promise<void> {
  const previous = migrationQueue.get(file) ?? Promise.resolve();
  const run = previous
    .catch(() => undefined)
    .then(async () => {
      database.exec('BEGIN IMMEDIATE');
      try {
        await migrateToLatest(db, { disableTransactions: true });
        database.exec('COMMIT');
      } catch (error) {
        if (database.inTransaction) database.exec('ROLLBACK');
        throw error;
      }
    });
  migrationQueue.set(file, run);
  try {
    await run;
  } finally {
    if (migrationQueue.get(file) === run) migrationQueue.delete(file);
  }
}

/**
 * Kysely prepares every query anew; preparing costs more than running most of ours. Statements are reusable
 * (Kysely runs each to completion synchronously), so keep the most recent ones by SQL text.
 */
function withStatementCache(database: Database.Database, maxEntries = 500): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        statements.set(sql, statement);
        if (statements.size > maxEntries) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}
