/**
 * `docgen backup <file>` while `docgen serve` writes to the same SQLite database: the copy is one whole file
 * that opens, passes SQLite's integrity check and holds the readers, flows and keys written before it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, type RunningServer } from '../../helpers/serve.ts';
import { signInThroughApi } from '../../helpers/sign-in-api.ts';
import { buildSiteAt, copyFixture, removeSite, runCli } from '../../helpers/sites.ts';
import { TEST_DATABASE_URL } from '../identity/helpers/backends.ts';

let site: string;
let dataDir: string;
let server: RunningServer;
const env = () => ({ DOCGEN_DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', NODE_ENV: 'test' });

beforeAll(async () => {
  site = await copyFixture('three-versions');
  dataDir = await mkdtemp(join(tmpdir(), 'docgen-backup-'));
  const built = await buildSiteAt(site);
  expect(built.code, built.stderr).toBe(0);
  server = await startServe(['--dir', join(site, 'build')], env());
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await removeSite(site);
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts sign-ins without pause (each one writes a flow, its secrets and its message) until stopped. */
function keepWriting(): { stop(): Promise<number> } {
  let running = true;
  let started = 0;
  const loop = (async () => {
    while (running) {
      const response = await fetch(`${server.origin}/api/id/v2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'slashid-orgid': 'fixture-org' },
        body: JSON.stringify({
          handle: { type: 'email_address', value: `busy-${randomBytes(4).toString('hex')}@fixture.example` },
          factor: { method: 'email_link', options: { method: 'email_link' } },
        }),
      });
      await response.arrayBuffer();
      if (response.status === 200) started++;
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return started;
    },
  };
}

describe('docgen backup', () => {
  it('copies the SQLite database while the server writes; the copy opens, is whole and holds the data', async () => {
    const reader = await signInThroughApi(server.origin, 'fixture-org', 'kept@fixture.example');
    expect(reader.token).not.toBe('');
    const writer = keepWriting();
    const target = join(dataDir, 'backups', 'identity-copy.db');
    await mkdir(join(dataDir, 'backups'));
    const result = await runCli(['backup', target], { env: env() });
    const started = await writer.stop();
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^Backed up .*identity\.db to .*identity-copy\.db \(\d+ KiB, integrity ok\)\.\n$/,
    );
    expect(started).toBeGreaterThan(0);

    expect((await stat(target)).mode & 0o777).toBe(0o600);
    expect(existsSync(`${target}-wal`)).toBe(false);
    const copy = new Database(target, { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const handles = copy.prepare('select value from handles').all() as { value: string }[];
      expect(handles.map((handle) => handle.value)).toContain('kept@fixture.example');
      expect(
        (copy.prepare('select count(*) as n from signing_keys').get() as { n: number }).n,
      ).toBeGreaterThan(0);
      expect((copy.prepare('select count(*) as n from flows').get() as { n: number }).n).toBeGreaterThan(0);
    } finally {
      copy.close();
    }
  });

  it('points PostgreSQL users to pg_dump instead', async () => {
    const result = await runCli(['backup', join(dataDir, 'never.db')], {
      env: { ...env(), DATABASE_URL: TEST_DATABASE_URL },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('pg_dump');
    expect(existsSync(join(dataDir, 'never.db'))).toBe(false);
  });
});
