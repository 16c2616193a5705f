/**
 * `docgen serve` as an operator runs it: a built fixture site, the identity API mounted at /api on the same
 * origin, embedded SQLite under DOCGEN_DATA_DIR and the dev mailbox; `docgen users` on the same storage.
 */
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MANIFEST_FILE } from '../../../core/server/manifest.ts';
import { mailTo } from '../../helpers/dev-mailbox.ts';
import { until } from '../../helpers/poll.ts';
import { startServe, type RunningServer } from '../../helpers/serve.ts';
import { signInThroughApi } from '../../helpers/sign-in-api.ts';
import { freePort } from '../identity/helpers/smtp.ts';
import { buildSiteAt, copyFixture, removeSite, runCli } from '../../helpers/sites.ts';

let site: string;
let dataDir: string;
let server: RunningServer;
const env = () => ({ DOCGEN_DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', NODE_ENV: 'test' });

/** The messages of a JSON log (each line must be one JSON object). */
const messagesIn = (log: string) =>
  log
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

beforeAll(async () => {
  site = await copyFixture('three-versions');
  dataDir = await mkdtemp(join(tmpdir(), 'docgen-serve-'));
  const built = await buildSiteAt(site);
  expect(built.code, built.stderr).toBe(0);
  server = await startServe(['--dir', join(site, 'build')], env());
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await removeSite(site);
  await rm(dataDir, { recursive: true, force: true });
});

const api = (path: string, init: RequestInit = {}) => fetch(`${server.origin}/api${path}`, init);
const postJson = (path: string, body: string) =>
  api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'slashid-orgid': 'fixture-org' },
    body,
  });

async function requestSignInLink(origin: string, address: string): Promise<void> {
  const started = await fetch(`${origin}/api/id/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'slashid-orgid': 'fixture-org' },
    body: JSON.stringify({
      handle: { type: 'email_address', value: address },
      factor: { method: 'email_link', options: { method: 'email_link' } },
    }),
  });
  expect(started.status, await started.text()).toBe(200);
}

describe('docgen serve', () => {
  it('writes the request log asynchronously yet loses no line when it stops', async () => {
    const own = await startServe(['--dir', join(site, 'build')], env());
    let log = '';
    own.process.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const paths = Array.from({ length: 20 }, (_, i) => `/healthz?n=${i}`);
    await Promise.all(paths.map((path) => fetch(`${own.origin}${path}`)));
    await own.stop();
    const lines = log.split('\n').filter((line) => line.includes('"path":"/healthz"'));
    expect(lines).toHaveLength(paths.length);
  });

  it('says at start-up where the dev mailbox is and what it holds', async () => {
    expect(messagesIn(server.stderr())).toContain(
      `Sign-in e-mails and text messages go to the dev mailbox at ${server.origin}/_dev/mailbox.`,
    );
  });

  it('with SMTP_URL set, says that only text messages go to the dev mailbox', async () => {
    const own = await startServe(['--dir', join(site, 'build')], {
      ...env(),
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    await own.stop();
    const messages = messagesIn(own.stderr());
    expect(messages).toContain(`Text messages go to the dev mailbox at ${own.origin}/_dev/mailbox.`);
    expect(messages.join('\n')).not.toContain('Sign-in e-mails');
    expect(messages.join('\n')).not.toContain('SMTP_URL is not set');
  });

  it('with TRUST_PROXY set, announces no dev mailbox address (it answers nobody there) but where the messages are', async () => {
    const own = await startServe(['--dir', join(site, 'build')], { ...env(), TRUST_PROXY: '1' });
    const mailbox = await fetch(`${own.origin}/_dev/mailbox`);
    await own.stop();
    expect(mailbox.status).toBe(403);
    const messages = messagesIn(own.stderr()).join('\n');
    expect(messages).not.toContain('/_dev/mailbox');
    expect(messages).toContain(
      'Sign-in e-mails and text messages are printed in this log only: the dev mailbox is never served behind a proxy (TRUST_PROXY). Set SMTP_URL and SMS_WEBHOOK_URL to send them.',
    );
  });

  it('listens on PORT when --port is not given', async () => {
    const port = await freePort();
    const own = await startServe(['--dir', join(site, 'build')], { ...env(), PORT: String(port) });
    await own.stop();
    expect(own.origin).toBe(`http://127.0.0.1:${port}`);
  });

  it('answers the health check', async () => {
    const response = await fetch(`${server.origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('mounts the identity API at /api: bad JSON gets a 400 in the envelope, no stack trace', async () => {
    const response = await postJson('/id/v2', '{"handle":');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { httpcode: number; message: string }[] };
    expect(body.errors[0]?.httpcode).toBe(400);
    expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+/);
  });

  it('starts only the factors the site enables (the fixture offers e-mail links only)', async () => {
    const response = await postJson(
      '/id/v2',
      JSON.stringify({
        handle: { type: 'email_address', value: 'coder@fixture.example' },
        factor: { method: 'otp_via_email', options: { method: 'otp_via_email' } },
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('factor method otp_via_email is not enabled on this site');
  });

  it('answers an unknown API path with the 404 envelope, not the site', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await api('/no-such-endpoint', { method });
      expect(response.status, method).toBe(404);
      expect(await response.json()).toEqual({
        errors: [{ httpcode: 404, message: 'no such identity API endpoint' }],
      });
    }
  });

  it('answers a path with broken percent-encoding with a 400 in our own shapes', async () => {
    const apiAnswer = await api('/challenge/%E0%A4%A/v2');
    expect(apiAnswer.status).toBe(400);
    expect(await apiAnswer.json()).toEqual({
      errors: [{ httpcode: 400, message: 'the request path is not valid; check its percent-encoding' }],
    });
    const page = await fetch(`${server.origin}/docs/%zz`);
    expect(page.status).toBe(400);
    expect(await page.text()).toBe('Bad request: the address is not valid.\n');
  });

  it('publishes the signing keys and the SDK responder page', async () => {
    const jwks = (await (await api('/.well-known/jwks.json')).json()) as { keys: { kty: string }[] };
    expect(jwks.keys[0]?.kty).toBe('EC');
    expect((await api('/sdk.html')).headers.get('content-type')).toContain('text/html');
  });

  it('puts a requested sign-in link, for this origin, in the dev mailbox', async () => {
    const started = await postJson(
      '/id/v2',
      JSON.stringify({
        handle: { type: 'email_address', value: 'reader@fixture.example' },
        factor: { method: 'email_link', options: { method: 'email_link' } },
        metadata: { csrf_token: 'c', pkce_code_challenge: 'p' },
      }),
    );
    expect(started.status, await started.clone().text()).toBe(200);
    const link = (await mailTo(server.origin, 'reader@fixture.example')).links[0] ?? '';
    expect(new URL(link).origin).toBe(server.origin);
    expect(link).toContain('?challenges=');
  });

  it('never serves the build manifest', async () => {
    for (const path of [`/${SERVER_MANIFEST_FILE}`, '/%2Edocgen-server.json']) {
      const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' });
      expect(response.status).not.toBe(200);
      expect(await response.text()).not.toContain('"registration"');
    }
  });
});

describe('what docgen serve prints', () => {
  /** Starts a server in `format`, has it log a request and a dev mailbox message, stops it: all it printed. */
  async function printedIn(format: 'json' | 'pretty'): Promise<{ lines: string[]; origin: string }> {
    const own = await startServe(['--dir', join(site, 'build')], {
      ...env(),
      DOCGEN_SECRET_KEY: '',
      LOG_FORMAT: format,
    });
    await fetch(`${own.origin}/healthz`);
    await requestSignInLink(own.origin, `${format}@fixture.example`);
    // The pretty format prints the mailbox line on stdout, the JSON one on stderr.
    await until(() => `${own.stderr()}${own.stdout()}`.includes('Dev mailbox:'), 'the dev mailbox line');
    await own.stop();
    const lines = `${own.stderr()}\n${own.stdout()}`.split('\n').filter((line) => line.trim() !== '');
    return { lines, origin: own.origin };
  }

  const isJson = (line: string) => {
    try {
      return typeof JSON.parse(line) === 'object';
    } catch {
      return false;
    }
  };

  it('for a person (LOG_FORMAT=pretty, as on a terminal): short human lines, no JSON, no deprecation', async () => {
    const { lines, origin } = await printedIn('pretty');
    expect(lines.filter(isJson)).toEqual([]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'warning: SMTP_URL is not set: sign-in e-mails are not sent (required in production).',
        expect.stringMatching(/^warning: SMS_WEBHOOK_URL is not set/),
        expect.stringMatching(/^warning: DOCGEN_SECRET_KEY is not set/),
        `Sign-in e-mails and text messages go to the dev mailbox at ${origin}/_dev/mailbox.`,
        `docgen serve: ${join(site, 'build')} at ${origin}`,
        '✉  Dev mailbox: "Sign in to Fixture Docs" for pretty@fixture.example',
        expect.stringMatching(/^request method=GET path=\/healthz status=200 /),
      ]),
    );
    expect(lines.join('\n')).not.toMatch(/FSTDEP023|DeprecationWarning|FastifyDeprecation|Server listening/);
  });

  it('for log shippers (LOG_FORMAT=json, as without a terminal): one JSON object per line', async () => {
    const { lines, origin } = await printedIn('json');
    const entries = lines.map((line) => JSON.parse(line) as { level: string; time: string; msg: string });
    expect(entries.every((e) => typeof e.level === 'string' && typeof e.time === 'string')).toBe(true);
    expect(entries.map((e) => e.msg)).toEqual(
      expect.arrayContaining([
        `docgen serve: ${join(site, 'build')} at ${origin}`,
        expect.stringMatching(
          /^✉ {2}Dev mailbox: "Sign in to Fixture Docs" for json@fixture\.example\n {3}http/,
        ),
        'request',
      ]),
    );
    expect(entries.filter((e) => e.level === 'warn').map((e) => e.msg)).toHaveLength(3);
    expect(lines.join('\n')).not.toMatch(/FSTDEP023|DeprecationWarning|FastifyDeprecation|Server listening/);
  });

  it('refuses an unknown LOG_FORMAT, naming the values it takes', async () => {
    const result = await runCli(['serve', '--dir', join(site, 'build'), '--port', '0'], {
      env: { ...env(), LOG_FORMAT: 'yaml' },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('LOG_FORMAT must be json or pretty');
    expect(result.stderr).not.toContain('yaml');
  });

  it('refuses every bad variable at once, before anything starts, naming each and echoing none', async () => {
    const result = await runCli(['serve', '--dir', join(site, 'build'), '--port', '0'], {
      env: { ...env(), SESSION_IDLE_TIMEOUT: '5', DATABASE_URL: 'mysql://root:hunter2@db/docs' },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SESSION_IDLE_TIMEOUT must be at least 60 seconds');
    expect(result.stderr).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(result.stderr).not.toContain('hunter2');
  });
});

describe('docgen serve refuses to start', () => {
  it('in production without SMTP_URL, naming the variable', async () => {
    const result = await runCli(['serve', '--dir', join(site, 'build'), '--port', '0'], {
      env: { ...env(), NODE_ENV: 'production' },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SMTP_URL');
  });

  it('on a directory that is not a docgen build', async () => {
    const copy = await copyFixture('three-versions');
    try {
      expect((await buildSiteAt(copy)).code).toBe(0);
      await unlink(join(copy, 'build', SERVER_MANIFEST_FILE));
      const result = await runCli(['serve', '--dir', join(copy, 'build'), '--port', '0'], { env: env() });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('is not a docgen build');
    } finally {
      await removeSite(copy);
    }
  }, 120_000);
});

describe('docgen keys rotate', () => {
  it('signs new tokens with a new key while the old key still verifies its tokens', async () => {
    const keysDir = await mkdtemp(join(tmpdir(), 'docgen-keys-'));
    // The same address before and after: tokens name their issuer.
    const port = String(await freePort());
    const keysEnv = { ...env(), DOCGEN_DATA_DIR: keysDir, DOCGEN_SECRET_KEY: 'ab'.repeat(32) };
    try {
      const first = await startServe(['--dir', join(site, 'build'), '--port', port], keysEnv);
      const before = await signInThroughApi(first.origin, 'fixture-org');
      await first.stop();
      const rotated = await runCli(['keys', 'rotate'], { env: keysEnv });
      expect(rotated.code, rotated.stderr).toBe(0);
      const newKid = /New signing key (\S+)\./.exec(rotated.stdout)?.[1];
      expect(rotated.stdout).toContain('tokens they signed stay valid until they expire');

      const second = await startServe(['--dir', join(site, 'build'), '--port', port], keysEnv);
      try {
        const jwks = (await (await fetch(`${second.origin}/api/.well-known/jwks.json`)).json()) as {
          keys: { kid: string }[];
        };
        expect(jwks.keys.map((k) => k.kid)).toHaveLength(2);
        expect(jwks.keys.map((k) => k.kid)).toContain(newKid);
        const cookie = `${before.cookie.name}=${before.cookie.value}`;
        expect((await fetch(`${second.origin}/docs/overview`, { headers: { cookie } })).status).toBe(200);
        const after = await signInThroughApi(second.origin, 'fixture-org');
        const header = JSON.parse(Buffer.from(after.token.split('.')[0] ?? '', 'base64url').toString()) as {
          kid: string;
        };
        expect(header.kid).toBe(newKid);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(keysDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('docgen users', () => {
  const users = (...args: string[]) => runCli(['users', '--root', site, ...args], { env: env() });

  it('adds, lists, regroups and removes readers in the storage the server uses', async () => {
    expect((await users('add', 'ada@fixture.example', '--groups', 'partners')).stdout).toContain(
      'Added ada@fixture.example',
    );
    expect((await users('groups', 'ada@fixture.example', 'partners,admins')).code).toBe(0);
    const listed = await users('list');
    expect(listed.stdout).toMatch(/ada@fixture\.example\tgroups: partners,admins/);
    expect((await users('remove', 'ada@fixture.example')).stdout).toContain('Removed ada@fixture.example');
    expect((await users('list')).stdout).not.toContain('ada@fixture.example');
  });

  it('rejects a bad address or group name with exit code 2 and a message', async () => {
    const badAddress = await users('add', 'not-an-address');
    expect(badAddress.code).toBe(2);
    expect(badAddress.stderr).toContain('docgen users:');
    const badGroup = await users('add', 'bob@fixture.example', '--groups', 'no spaces');
    expect(badGroup.code).toBe(2);
    expect(badGroup.stderr).toContain('group name "no spaces" is not allowed');
  });

  it('removing an address that is no user exits 2 with a message, and removes no one', async () => {
    await users('add', 'kept@fixture.example');
    const unknown = await users('remove', 'nobody@fixture.example');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('docgen users: no user with the address nobody@fixture.example');
    expect((await users('list')).stdout).toContain('kept@fixture.example');
    const notMember = await users('remove', 'kept@fixture.example', '--org', 'nowhere');
    expect(notMember.code).not.toBe(0);
    expect(notMember.stderr).toContain('docgen users:');
  });
});
