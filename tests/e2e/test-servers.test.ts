/**
 * The test servers do not leak into each other or outlive their test: with PostgreSQL each `docgen serve` gets
 * a schema of its own (shared readers and per-client limits made unrelated tests fail with 429), and a reader
 * site whose sign-in fails stops its server instead of leaving it running.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderSite } from '../helpers/reader.ts';
import { startServe } from '../helpers/serve.ts';
import { REPO_ROOT } from '../helpers/sites.ts';
import { TEST_DATABASE_URL } from '../integration/identity/helpers/backends.ts';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'docgen-test-servers-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function schemaExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    const found = await client.query('select 1 from information_schema.schemata where schema_name = $1', [
      name,
    ]);
    return found.rowCount === 1;
  } finally {
    await client.end();
  }
}

const serveProcessesNaming = (text: string) =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('docgen.mjs serve') && line.includes(text));

describe('test servers', () => {
  it('on PostgreSQL, each gets a schema of its own, dropped when it stops', async () => {
    const env = { DATABASE_URL: TEST_DATABASE_URL, DOCGEN_DATA_DIR: scratch, SMTP_URL: '' };
    const first = await startServe(['--dir', 'build'], env);
    const second = await startServe(['--dir', 'build'], env);
    try {
      expect(first.schema).toMatch(/^docgen_server_/);
      expect(second.schema).toMatch(/^docgen_server_/);
      expect(first.schema).not.toBe(second.schema);
      expect(await schemaExists(first.schema!)).toBe(true);
    } finally {
      await first.stop();
      await second.stop();
    }
    expect(await schemaExists(first.schema!)).toBe(false);
    expect(await schemaExists(second.schema!)).toBe(false);
  });

  it('a reader site whose sign-in fails stops its server', async () => {
    // The build reached through a link of its own name, so this test's server can be told apart from others.
    const dir = join(scratch, `build-of-a-failing-start-${process.pid}`);
    await symlink(join(REPO_ROOT, 'build'), dir);
    await expect(startReaderSite({ dir, orgId: 'not-this-sites-org' })).rejects.toThrow();
    expect(serveProcessesNaming(dir)).toEqual([]);
  });
});
