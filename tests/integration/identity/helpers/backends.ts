/**
 * Real databases for identity tests: a SQLite file in a fresh temp directory, and a fresh schema on the
 * PostgreSQL at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). PostgreSQL being
 * unreachable fails the test; nothing is skipped.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openPostgresStorage } from '../../../../server/identity/storage/postgres.ts';
import { openSqliteStorage } from '../../../../server/identity/storage/sqlite.ts';
import type { IdentityStorage } from '../../../../server/identity/storage/types.ts';

export const BACKENDS = ['sqlite', 'postgres'] as const;
export type Backend = (typeof BACKENDS)[number];

export const TEST_DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A place the backend's data lives; `open()` may be called several times (restarts, second instances). */
export interface TestDatabase {
  backend: Backend;
  open(): Promise<IdentityStorage>;
  /** Every stored row as JSON, one per line: what a logical backup (`.dump`, `pg_dump`) would hold. */
  dump(): Promise<string>;
  /** Runs SQL on the database from outside the service (fault injection); `{schema}` names the schema. */
  execRaw(sql: string): Promise<void>;
  /** SQLite only: the raw bytes of the database file and its WAL, as a copy of the folder would hold them. */
  rawFiles?(): Buffer;
  /** Drops the data (schema or directory). Close every storage first. */
  destroy(): Promise<void>;
}

export function createTestDatabase(backend: Backend): TestDatabase {
  if (backend === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'docgen-identity-'));
    const file = join(dir, 'identity.db');
    return {
      backend,
      open: () => openSqliteStorage({ file }),
      dump: async () => {
        const db = new Database(file, { readonly: true });
        try {
          const tables = db.prepare("select name from sqlite_master where type = 'table'").all() as Array<{
            name: string;
          }>;
          return tables
            .flatMap(({ name }) =>
              db
                .prepare(`select * from "${name}"`)
                .all()
                .map((row) => JSON.stringify(row)),
            )
            .join('\n');
        } finally {
          db.close();
        }
      },
      execRaw: async (statement) => {
        const db = new Database(file);
        try {
          db.exec(statement.replaceAll('{schema}.', ''));
        } finally {
          db.close();
        }
      },
      rawFiles: () =>
        Buffer.concat(
          [file, `${file}-wal`].filter((path) => existsSync(path)).map((path) => readFileSync(path)),
        ),
      destroy: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `docgen_test_${randomBytes(6).toString('hex')}`;
  return {
    backend,
    open: () => openPostgresStorage({ connectionString: TEST_DATABASE_URL, schema, maxConnections: 20 }),
    dump: () =>
      withClient(async (client) => {
        const tables = await client.query<{ table_name: string }>(
          'select table_name from information_schema.tables where table_schema = $1',
          [schema],
        );
        const rows: string[] = [];
        for (const { table_name } of tables.rows) {
          const result = await client.query(
            `select row_to_json(t)::text as row from ${schema}.${table_name} t`,
          );
          rows.push(...result.rows.map((r: { row: string }) => r.row));
        }
        return rows.join('\n');
      }),
    execRaw: (statement) =>
      withClient((client) => client.query(statement.replaceAll('{schema}', schema)).then(() => undefined)),
    destroy: () =>
      withClient((client) => client.query(`drop schema if exists ${schema} cascade`).then(() => undefined)),
  };
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
