/**
 * SQLite on a full disk: `docgen serve` on a data folder of its own on a small tmpfs (mounted here, so the test
 * runs as root, as CI does), filled up while the server runs. Writes are refused with a clear answer, the
 * process lives on, the database stays intact, and sign-ins work again once space returns.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServe, type RunningServer } from '../helpers/serve.ts';
import { signInThroughApi } from '../helpers/sign-in-api.ts';

const site = inject('clusterSite');
let dataDir: string;
let server: RunningServer | undefined;

beforeAll(async () => {
  if (process.getuid?.() !== 0)
    throw new Error('mounting the small tmpfs this test fills needs root (CI runs as root)');
  dataDir = await mkdtemp(join(tmpdir(), 'docgen-full-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', dataDir]);
  server = await startServe(['--dir', join(site, 'build')], {
    DOCGEN_DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    NODE_ENV: 'test',
  });
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) {
    execFileSync('umount', [dataDir]);
    await rm(dataDir, { recursive: true, force: true });
  }
});

/** Writes zeros until the file system refuses: what a disk filled by something else looks like. */
async function fillDisk(file: string): Promise<void> {
  const handle = await open(file, 'w');
  const chunk = Buffer.alloc(64 * 1024);
  try {
    for (;;) await handle.write(chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await handle.close();
  }
}

const startLink = (n: number) =>
  fetch(`${server!.origin}/api/id`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'slashid-orgid': 'fixture-org' },
    body: JSON.stringify({
      handle: { type: 'email_address', value: `full-${n}@procurepilot.example` },
      factor: { method: 'email_link', options: { method: 'email_link' } },
    }),
  });

describe('SQLite on a full disk', () => {
  it('refuses writes clearly, keeps running and intact, and recovers when space returns', async () => {
    await signInThroughApi(server!.origin, 'fixture-org');
    const filler = join(dataDir, 'filler');
    await fillDisk(filler);
    let refused: Response | undefined;
    for (let n = 0; n < 200 && !refused; n++) {
      const answer = await startLink(n);
      if (answer.status !== 200) refused = answer;
    }
    expect(refused?.status).toBe(503);
    const body = (await refused!.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toMatch(/\w/);
    expect(JSON.stringify(body)).not.toMatch(/SQLITE_FULL|\bat \//);
    expect(server!.process.exitCode).toBeNull();

    await rm(filler);
    await signInThroughApi(server!.origin, 'fixture-org');
    await server!.stop();
    server = undefined;
    const db = new Database(join(dataDir, 'identity.db'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });
});
