import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { kyselyStorage } from './kysely/storage.ts';
import { migrateToLatest } from './migrate.ts';
import { SchemaPostgresDialect } from './postgres-introspector.ts';
import type { IdentityDatabase } from './schema.ts';
import type { IdentityStorage } from './types.ts';

const INT8_OID = 20;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface PostgresStorageParams {
  connectionString: string;
  /** The schema holding the tables (created if missing); default `public`. */
  schema?: string;
  /** Pool size per instance; default 10. */
  maxConnections?: number;
  /**
   * Told when an idle connection breaks (the server restarted, the network dropped it). The pool drops it and
   * opens a new one for the next query; without a listener the error would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * Opens the PostgreSQL identity database. Times are `bigint` milliseconds, so int8 is parsed as a number
 * for this pool only (the global pg parser is left alone). Several instances may share one database.
 */
export async function openPostgresStorage(params: PostgresStorageParams): Promise<IdentityStorage> {
  const schema = params.schema ?? 'public';
  if (!SCHEMA_NAME.test(schema))
    throw new Error(`invalid PostgreSQL schema name "${schema}": use lower-case letters, digits and _`);
  const pool = new pg.Pool({
    connectionString: params.connectionString,
    // One connection holds the migration lock while another migrates, so never fewer than two.
    max: Math.max(2, params.maxConnections ?? 10),
    options: `-c search_path=${schema}`,
    // Names the instance's connections in pg_stat_activity (PostgreSQL keeps the first 63 bytes).
    application_name: `docgen:${schema}`,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', params.onConnectionError ?? (() => undefined));
  // A connection that breaks while checked out (say between a transaction's statements) emits on its client,
  // not the pool, and an unheard 'error' ends the process. The query in flight fails by itself, and the pool
  // drops the broken client when it is released; the idle case is logged through the pool above.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<IdentityDatabase>({ dialect: new SchemaPostgresDialect({ pool }, schema) });
  try {
    await prepareSchema(pool, db as Kysely<unknown>, schema);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return kyselyStorage(db, {
    dialect: 'postgres',
    location: redact(params.connectionString, schema),
    connections: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  });
}

/**
 * Creates the schema if it is missing and migrates it, under an advisory lock so instances starting together
 * do it once (CREATE SCHEMA IF NOT EXISTS itself races). Existing schemas are not re-created, so a role
 * without CREATE on the database can run against a prepared one.
 */
async function prepareSchema(pool: pg.Pool, db: Kysely<unknown>, schema: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [`docgen-identity:${schema}`]);
    try {
      const { rowCount } = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
      if (!rowCount) await sql`create schema ${sql.id(schema)}`.execute(db);
      await migrateToLatest(db, { schema });
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [`docgen-identity:${schema}`]);
    }
  } finally {
    client.release();
  }
}

function redact(connectionString: string, schema: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return `${url.toString()} (schema ${schema})`;
  } catch {
    return `PostgreSQL (schema ${schema})`;
  }
}
