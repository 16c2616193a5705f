/**
 * The request log of `docgen serve` never carries a secret: a whole e-mail-link sign-in runs against a real
 * server (poll, link page, flow context, attestation, session, a private page), then the captured log is
 * searched for every secret the flow used.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PATH } from '../../../core/routes/session-path.ts';
import { mailedLink } from '../../helpers/dev-mailbox.ts';
import { startServe, type RunningServer } from '../../helpers/serve.ts';
import { buildSiteAt, copyFixture, removeSite } from '../../helpers/sites.ts';

let site: string;
let dataDir: string;
let server: RunningServer;
let log = '';

beforeAll(async () => {
  site = await copyFixture('three-versions');
  dataDir = await mkdtemp(join(tmpdir(), 'docgen-log-'));
  const built = await buildSiteAt(site);
  expect(built.code, built.stderr).toBe(0);
  server = await startServe(['--dir', join(site, 'build')], {
    DOCGEN_DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    NODE_ENV: 'test',
  });
  server.process.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
}, 120_000);

afterAll(async () => {
  if (server?.process.exitCode === null) await server.stop();
  await removeSite(site);
  await rm(dataDir, { recursive: true, force: true });
});

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { result: T };
  return body.result;
}

describe('the request log', () => {
  it('holds none of the secrets of a sign-in: poll id, link nonce, link, token, session cookie', async () => {
    const api = `${server.origin}/api`;
    const address = 'log-reader@fixture.example';
    const [proxy] = await json<{ options: { challenge_id: string } }[]>(
      await fetch(`${api}/id/v2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'slashid-orgid': 'fixture-org' },
        body: JSON.stringify({
          handle: { type: 'email_address', value: address },
          factor: { method: 'email_link', options: { method: 'email_link' } },
        }),
      }),
    );
    const pollId = proxy!.options.challenge_id;
    expect((await fetch(`${api}/challenge/${pollId}/v2`)).status).toBe(202);

    const link = await mailedLink(server.origin, address);
    const encoded = new URL(link).searchParams.get('challenges') ?? '';
    const [nonce] = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as {
      id: string;
      options: { challenge: string };
    }[];
    expect((await fetch(link)).status).toBeLessThan(500);
    expect((await fetch(`${api}/flows/${nonce!.id}/context`)).status).toBe(200);
    const { token } = await json<{ token: string }>(
      await fetch(`${api}/attestation/v3`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          challenge_id: nonce!.id,
          challenge_type: 'nonce',
          data: { challenge: nonce!.options.challenge },
        }),
      }),
    );
    const polled = await json<string>(await fetch(`${api}/challenge/${pollId}/v2`));
    const session = await fetch(`${server.origin}${SESSION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify({ token }),
    });
    const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toContain('=');
    const page = await fetch(`${server.origin}/docs/overview`, { headers: { cookie } });
    expect(page.status).toBe(200);
    // A mistyped poll address is unknown to the API, yet still holds the id.
    await fetch(`${api}/challenge/${pollId}/v9`);
    await server.stop(); // flushes the asynchronous log

    expect(log).toContain('"path":"/api/challenge/:id/v2"');
    const secrets = {
      pollId,
      nonceId: nonce!.id,
      nonce: nonce!.options.challenge,
      link: encoded,
      token,
      polledToken: polled,
      cookie: cookie.slice(cookie.indexOf('=') + 1),
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(10);
      expect(log.includes(secret), `${name} is in the request log`).toBe(false);
    }
  });
});
