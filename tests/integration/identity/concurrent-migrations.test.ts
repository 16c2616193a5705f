/**
 * Several instances starting together on a fresh PostgreSQL schema: each creates the schema and migrates under
 * one advisory lock, so exactly one of them does the work and every one of them starts.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresStorage } from '../../../server/identity/storage/postgres.ts';
import { migrations } from '../../../server/identity/storage/migrations/index.ts';
import { TEST_DATABASE_URL } from './helpers/backends.ts';

const schema = `docgen_test_${randomBytes(6).toString('hex')}`;

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const freshSchemas = Array.from({ length: 4 }, () => `docgen_test_${randomBytes(6).toString('hex')}`);

afterAll(() => query(`drop schema if exists ${[schema, ...freshSchemas].join(', ')} cascade`));

describe('instances starting together on a fresh PostgreSQL schema', () => {
  it('all start, and the schema is created and migrated once', async () => {
    const opened = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        openPostgresStorage({ connectionString: TEST_DATABASE_URL, schema, maxConnections: 2 }),
      ),
    );
    const storages = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(opened.filter((result) => result.status === 'rejected')).toEqual([]);
      const applied = await query<{ name: string }>(
        `select name from ${schema}.kysely_migration order by name`,
      );
      expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations));
      for (const storage of storages) expect(await storage.probe()).toBeUndefined();
    } finally {
      await Promise.all(storages.map((storage) => storage.close()));
    }
  });
});

describe('instances starting while other schemas of the database come and go', () => {
  it('each migrates its fresh schema: a schema dropped meanwhile elsewhere never fails a start', async () => {
    // Other services, tenants or test runs drop their schemas whenever they like; two sessions do it non-stop.
    let opening = true;
    let dropped = 0;
    const churn = async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        while (opening) {
          const other = `docgen_test_churn_${randomBytes(6).toString('hex')}`;
          await client.query(`create schema ${other}; create table ${other}.t (id serial primary key)`);
          await client.query(`drop schema ${other} cascade`);
          dropped++;
        }
      } finally {
        await client.end();
      }
    };
    const churning = Promise.all([churn(), churn()]);
    const opened = await Promise.allSettled(
      freshSchemas.map((fresh) =>
        openPostgresStorage({ connectionString: TEST_DATABASE_URL, schema: fresh, maxConnections: 2 }),
      ),
    );
    opening = false;
    await churning;
    await Promise.all(opened.map((result) => (result.status === 'fulfilled' ? result.value.close() : null)));
    expect(dropped).toBeGreaterThan(0);
    expect(opened.filter((result) => result.status === 'rejected')).toEqual([]);
  });
});
