/**
 * Reliability across processes: a server killed with SIGKILL between the e-mail and the click, then
 * restarted, still honours the link; two servers on one PostgreSQL finish each other's flows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { nonceFromLink } from './helpers/harness.ts';
import { spawnServer, type ServerProcess } from './helpers/processes.ts';
import { TEST_DATABASE_URL } from './helpers/backends.ts';

const PUBLIC_URL = 'http://docs.process.test';
const LINK = /http:\/\/docs\.process\.test\/\?challenges=[A-Za-z0-9_-]+/;
const running: ServerProcess[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await server.kill('SIGKILL');
});

async function server(env: Record<string, string>): Promise<ServerProcess> {
  const started = await spawnServer({ PUBLIC_URL, ...env });
  running.push(started);
  return started;
}

async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { result?: unknown; errors?: unknown } };
}

async function startSignIn(base: string, address: string): Promise<string> {
  const started = await call(
    base,
    'POST',
    '/id/v2',
    { handle: { type: 'email_address', value: address }, factor: { method: 'email_link' } },
    { 'slashid-orgid': 'org-process' },
  );
  expect(started.status).toBe(200);
  return (started.body.result as Array<{ options: { challenge_id: string } }>)[0]!.options.challenge_id;
}

async function attest(base: string, link: string) {
  const nonce = nonceFromLink(link);
  return call(base, 'POST', '/attestation/v3', {
    challenge_id: nonce.id,
    challenge_type: 'nonce',
    data: { challenge: nonce.options.challenge },
  });
}

describe('across processes', () => {
  it('honours a link after the server was killed with SIGKILL between the e-mail and the click', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'docgen-identity-proc-'));
    try {
      const first = await server({ DOCGEN_DATA_DIR: dataDir });
      const pollId = await startSignIn(first.baseUrl, 'ada@example.com');
      const link = await first.waitFor(LINK);
      await first.kill('SIGKILL');

      const second = await server({ DOCGEN_DATA_DIR: dataDir });
      const attested = await attest(second.baseUrl, link);
      expect(attested.status).toBe(200);
      const polled = await call(second.baseUrl, 'GET', `/challenge/${pollId}/v2`);
      expect(polled.status).toBe(200);
      const validated = await call(second.baseUrl, 'POST', '/token/validate', { token: polled.body.result });
      expect(validated.body.result).toMatchObject({ valid: true });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('completes on one PostgreSQL-backed server a flow started on another', async () => {
    const schema = `docgen_test_${randomBytes(6).toString('hex')}`;
    const env = { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema };
    try {
      const [a, b] = await Promise.all([server(env), server(env)]);
      const pollId = await startSignIn(a.baseUrl, 'ada@example.com');
      const link = await a.waitFor(LINK);
      expect((await call(b.baseUrl, 'GET', `/challenge/${pollId}/v2`)).status).toBe(202);
      const attested = await attest(b.baseUrl, link);
      expect(attested.status).toBe(200);
      const polled = await call(a.baseUrl, 'GET', `/challenge/${pollId}/v2`);
      expect(polled.status).toBe(200);
      const tokenFromB = (attested.body.result as { token: string }).token;
      expect(
        (await call(a.baseUrl, 'POST', '/token/validate', { token: tokenFromB })).body.result,
      ).toMatchObject({ valid: true });
      expect(
        (await call(b.baseUrl, 'POST', '/token/validate', { token: polled.body.result })).body.result,
      ).toMatchObject({ valid: true });
      expect((await call(a.baseUrl, 'POST', '/token/revoke', { token: tokenFromB })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(
        (await call(b.baseUrl, 'POST', '/token/validate', { token: tokenFromB })).body.result,
      ).toMatchObject({ valid: false });
    } finally {
      for (const s of running.splice(0)) await s.kill('SIGKILL');
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });
});
