/**
 * Server sessions on several `docgen serve` instances sharing one PostgreSQL: a cookie
 * set by one instance is honoured by another (the signing key is shared through the database), and a logout
 * on one is refused by the other within a second (revocations are reloaded at most 1 s old). A reader in
 * 1,000 groups (GUID names, as Entra ID gives them without a `groups_map`) signs in and reads on both.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PATH } from '../../../core/routes/session-path.ts';
import { startServe, type RunningServer } from '../../helpers/serve.ts';
import { signInThroughApi } from '../../helpers/sign-in-api.ts';
import { systemClock } from '../../../server/identity/clock.ts';
import { openStorageFromEnv } from '../../../server/identity/storage/open.ts';
import { addUser } from '../../../server/identity/users/admin.ts';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../helpers/sites.ts';
import { TEST_DATABASE_URL } from '../identity/helpers/backends.ts';

/** The group of the 1,000 whose members alone may read version 1.0.0. */
const OPENING_GROUP = randomUUID();
const GROUP_PAGE = '/docs/1.0.0/overview';

const schema = `docgen_test_${randomBytes(6).toString('hex')}`;
let site: string;
let servers: RunningServer[] = [];

beforeAll(async () => {
  site = await copyFixture('three-versions');
  const config = await readSiteFile(site, 'site.config.ts');
  await writeSiteFile(
    site,
    'site.config.ts',
    config.replace(
      "signIn: { orgID: 'fixture-org', forceLogin: true }",
      `signIn: { orgID: 'fixture-org', forceLogin: true, privatePaths: [{ path: '/docs/1.0.0/**', groups: ['${OPENING_GROUP}'] }] }`,
    ),
  );
  const built = await buildSiteAt(site);
  expect(built.code, built.stderr).toBe(0);
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  // Instances behind one proxy share the public URL (the tokens' issuer).
  const env = {
    DATABASE_URL: TEST_DATABASE_URL,
    DATABASE_SCHEMA: schema,
    PUBLIC_URL: 'http://docs.test',
    SMTP_URL: '',
    NODE_ENV: 'test',
  };
  // One after the other: the first creates the schema and the shared keys.
  servers = [await startServe(['--dir', join(site, 'build')], env)];
  servers.push(await startServe(['--dir', join(site, 'build')], env));
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  await removeSite(site);
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
});

const status = async (origin: string, cookie: string, path = '/docs/guides/install') =>
  (await fetch(`${origin}${path}`, { headers: { cookie }, redirect: 'manual' })).status;

describe('sessions on two instances sharing PostgreSQL', () => {
  it('are honoured by both, and a logout on one is refused by the other within a second', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const reader = await signInThroughApi(a.origin, 'fixture-org');
    const cookie = `${reader.cookie.name}=${reader.cookie.value}`;
    expect(await status(a.origin, cookie)).toBe(200);
    expect(await status(b.origin, cookie)).toBe(200);

    const logout = await fetch(`${a.origin}${SESSION_PATH}`, { method: 'DELETE', headers: { cookie } });
    expect(logout.status).toBe(204);
    expect(await status(a.origin, cookie)).toBe(302);
    await new Promise((done) => setTimeout(done, 1_100));
    expect(await status(b.origin, cookie)).toBe(302);
  });

  it('let a reader in 1,000 GUID-named groups sign in and read a page of one of them on both, with a small cookie', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const address = 'entra-reader@procurepilot.example';
    const groups = [...Array.from({ length: 999 }, () => randomUUID()), OPENING_GROUP];
    const storage = await openStorageFromEnv({ DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema });
    try {
      await addUser({ storage, orgId: 'fixture-org', clock: systemClock }, { email: address, groups });
    } finally {
      await storage.close();
    }
    const reader = await signInThroughApi(a.origin, 'fixture-org', address);
    // The token holds every group (the client gate and the SDK read them); the cookie only what the gate needs.
    expect(reader.token.length).toBeGreaterThan(16 * 1024);
    expect(`${reader.cookie.name}=${reader.cookie.value}`.length).toBeLessThan(4096);
    const cookie = `${reader.cookie.name}=${reader.cookie.value}`;
    for (const origin of [a.origin, b.origin]) {
      expect(await status(origin, cookie, GROUP_PAGE)).toBe(200);
      const me = await fetch(`${origin}/api/me`, { headers: { authorization: `Bearer ${reader.token}` } });
      expect(me.status).toBe(200);
      expect(
        ((await me.json()) as { result: { person: { groups: string[] } } }).result.person.groups,
      ).toHaveLength(1000);
    }
    const other = await signInThroughApi(a.origin, 'fixture-org');
    expect(await status(b.origin, `${other.cookie.name}=${other.cookie.value}`, GROUP_PAGE)).toBe(403);
  });
});
