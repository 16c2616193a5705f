import { sql, type Kysely } from 'kysely';
import { migrations } from '../migrations/index.ts';

/**
 * Whether the database can serve this docgen: it answers, and every migration this docgen knows is applied
 * (a schema dropped or restored from an old backup has the tables of another version, or none). The answer
 * names no host or error text: readiness checks show it to whoever asks.
 */
export async function probeDatabase(db: Kysely<unknown>): Promise<string | undefined> {
  try {
    await sql`select 1`.execute(db);
  } catch {
    return 'the database does not answer';
  }
  let applied: Set<string>;
  try {
    // Kysely's own table, in the schema on the search path (PostgreSQL) or the file (SQLite).
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    applied = new Set(rows.map((row) => row.name));
  } catch {
    return 'the database has no docgen tables';
  }
  const missing = Object.keys(migrations).filter((name) => !applied.has(name));
  return missing.length === 0 ? undefined : `the database lacks the migrations ${missing.join(', ')}`;
}
