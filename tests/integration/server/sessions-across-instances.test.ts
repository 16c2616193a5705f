/**
 * Server sessions on several `docgen serve` instances sharing one PostgreSQL: a cookie
 * set by one instance is honoured by another (the signing key is shared through the database), and a logout
 * on one is refused by the other within a second (revocations are reloaded at most 1 s old).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PATH } from '../../../core/routes/session-path.ts';
import { startServe, type RunningServer } from '../../helpers/serve.ts';
import { signInThroughApi } from '../../helpers/sign-in-api.ts';
import { buildSiteAt, copyFixture, removeSite } from '../../helpers/sites.ts';
import { TEST_DATABASE_URL } from '../identity/helpers/backends.ts';

const schema = `docgen_test_${randomBytes(6).toString('hex')}`;
let site: string;
let servers: RunningServer[] = [];

beforeAll(async () => {
  site = await copyFixture('three-versions');
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

const status = async (origin: string, cookie: string) =>
  (await fetch(`${origin}/docs/guides/install`, { headers: { cookie }, redirect: 'manual' })).status;

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
});
