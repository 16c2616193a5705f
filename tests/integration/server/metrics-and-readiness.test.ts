/**
 * What an operator watches on `docgen serve`: `GET /metrics` (Prometheus text, on its own address or behind a
 * bearer token), whose series move as readers sign in and read, and `GET /readyz`, which turns 503 when the
 * database stops serving (SQLite file removed, PostgreSQL schema dropped) or the build is gone from disk, but
 * not when a single sign-on provider is unreachable (that is a warning and a metric).
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, unlink } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServe, type RunningServer } from '../../helpers/serve.ts';
import { until } from '../../helpers/poll.ts';
import { signInThroughApi } from '../../helpers/sign-in-api.ts';
import { buildSiteAt, copyFixture, removeSite } from '../../helpers/sites.ts';
import { TEST_DATABASE_URL } from '../identity/helpers/backends.ts';

const ORG = 'fixture-org';
const TOKEN = 'metrics-token-0123456789';
let site: string;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  site = await copyFixture('three-versions');
  const built = await buildSiteAt(site);
  expect(built.code, built.stderr).toBe(0);
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await removeSite(site);
});

/** A server on a copy of the build and SQLite data of its own (so a test may remove either). */
async function serve(
  env: NodeJS.ProcessEnv = {},
): Promise<{ server: RunningServer; build: string; data: string }> {
  const data = await mkdtemp(join(tmpdir(), 'docgen-ops-'));
  const build = join(data, 'build');
  await cp(join(site, 'build'), build, { recursive: true });
  const server = await startServe(['--dir', build], {
    DOCGEN_DATA_DIR: data,
    DATABASE_URL: '',
    SMTP_URL: '',
    NODE_ENV: 'test',
    ...env,
  });
  cleanups.push(async () => {
    if (server.process.exitCode === null) await server.stop();
    await rm(data, { recursive: true, force: true });
  });
  return { server, build, data };
}

/** The metrics' own address, as the server names it at start-up. */
const metricsUrlOf = (server: RunningServer) => {
  const url = /metrics at (http:\/\/[^\s"]+)/.exec(server.stderr())?.[1];
  if (!url) throw new Error(`no metrics address in:\n${server.stderr()}`);
  return url;
};

/** The value of one series (`name{labels}`) in Prometheus text; 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const readyz = async (server: RunningServer) => {
  const response = await fetch(`${server.origin}/readyz`);
  return {
    status: response.status,
    body: (await response.json()) as { status: string; problems?: string[] },
  };
};

async function startSignIn(origin: string, address: string): Promise<Response> {
  return fetch(`${origin}/api/id/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'slashid-orgid': ORG },
    body: JSON.stringify({
      handle: { type: 'email_address', value: address },
      factor: { method: 'email_link', options: { method: 'email_link' } },
    }),
  });
}

describe('GET /metrics on METRICS_ADDRESS', () => {
  it('counts requests, sign-ins, session checks and refusals as they happen, and reads the outbox and revocations', async () => {
    const { server } = await serve({ METRICS_ADDRESS: '127.0.0.1:0' });
    const metricsUrl = metricsUrlOf(server);
    const scrape = async () => {
      const response = await fetch(metricsUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      return response.text();
    };
    const before = await scrape();
    const reader = await signInThroughApi(server.origin, ORG);
    const cookie = `${reader.cookie.name}=${reader.cookie.value}`;
    expect((await fetch(`${server.origin}/docs/guides/install`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${server.origin}/docs/guides/install`)).status).toBe(401);
    const refused = await fetch(`${server.origin}/api/attestation/v3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challenge_id: 'nope', challenge_type: 'nonce', data: { challenge: 'nope' } }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const address = `limited-${randomBytes(4).toString('hex')}@fixture.example`;
    expect((await startSignIn(server.origin, address)).status).toBe(200);
    expect((await startSignIn(server.origin, address)).status).toBe(429);
    const after = await scrape();

    const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(moved('docgen_sign_ins_started_total{factor="email_link"}')).toBe(2);
    expect(moved('docgen_sign_ins_completed_total{factor="email_link"}')).toBe(1);
    expect(moved('docgen_sign_ins_failed_total{factor="email_link"}')).toBe(1);
    expect(moved('docgen_rate_limit_refusals_total{limit="sendsPerAddress"}')).toBe(1);
    expect(moved('docgen_session_checks_total{result="valid"}')).toBeGreaterThanOrEqual(1);
    expect(moved('docgen_session_checks_total{result="none"}')).toBeGreaterThanOrEqual(1);
    // Route patterns, never paths: every page is the site's one route.
    expect(moved('docgen_http_requests_total{method="GET",route="/*",status="200"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(moved('docgen_http_requests_total{method="GET",route="/*",status="401"}')).toBe(1);
    expect(moved('docgen_http_requests_total{method="POST",route="/api/id/v2",status="429"}')).toBe(1);
    expect(after).not.toContain('/docs/guides/install');
    expect(
      moved('docgen_http_request_duration_seconds_count{method="GET",route="/*"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(after).toMatch(/^docgen_mail_outbox_depth \d+$/m);
    expect(after).toMatch(/^docgen_mail_outbox_oldest_age_seconds [\d.e-]+$/m);
    expect(after).toMatch(/^docgen_revocation_refresh_lag_seconds [\d.e-]+$/m);
    expect(after).toMatch(/^docgen_build_loaded_timestamp_seconds [\d.e+]+$/m);
    expect(after).toContain('process_cpu_seconds_total');
    // Nothing else is served there.
    expect((await fetch(new URL('/readyz', metricsUrl))).status).toBe(404);
  });
});

describe('GET /metrics behind METRICS_TOKEN on the site port', () => {
  it('answers only the bearer of the token', async () => {
    const { server } = await serve({ METRICS_TOKEN: TOKEN });
    const get = (authorization?: string) =>
      fetch(`${server.origin}/metrics`, authorization ? { headers: { authorization } } : {});
    expect((await get()).status).toBe(401);
    expect((await get(`Bearer ${TOKEN}x`)).status).toBe(401);
    const allowed = await get(`Bearer ${TOKEN}`);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('docgen_http_requests_total');
  });

  it('is not there at all when neither variable is set', async () => {
    const { server } = await serve();
    const response = await fetch(`${server.origin}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(await response.text()).not.toContain('docgen_http_requests_total');
  });
});

describe('GET /readyz', () => {
  it('on SQLite: ready, then 503 once the database file is removed', async () => {
    const { server, data } = await serve();
    expect(await readyz(server)).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    await unlink(join(data, 'identity.db'));
    expect(await readyz(server)).toEqual({
      status: 503,
      body: { status: 'not ready', problems: ['the database file is gone'] },
    });
    // Alive all the same: a supervisor must not restart it for this.
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    expect(server.stderr()).toContain('not ready: the database file is gone');
  });

  it('503 once the build it serves is gone from disk', async () => {
    const { server, build } = await serve();
    await rm(build, { recursive: true, force: true });
    const { status, body } = await readyz(server);
    expect(status).toBe(503);
    expect(body.problems).toEqual([expect.stringContaining('is gone from disk')]);
  });

  it('on PostgreSQL: ready, 503 when the schema is dropped, ready again once it is back; the pool in the metrics', async () => {
    const { server } = await serve({ DATABASE_URL: TEST_DATABASE_URL, METRICS_TOKEN: TOKEN });
    expect((await readyz(server)).status).toBe(200);
    const metrics = await (
      await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(valueOf(metrics, 'docgen_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
    expect(metrics).toMatch(/^docgen_db_pool_connections\{state="waiting"\} \d+$/m);

    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(`alter schema "${server.schema}" rename to "${server.schema}_away"`);
      expect(await readyz(server)).toEqual({
        status: 503,
        body: { status: 'not ready', problems: ['the database has no docgen tables'] },
      });
      await client.query(`alter schema "${server.schema}_away" rename to "${server.schema}"`);
      expect(await readyz(server)).toEqual({ status: 200, body: { status: 'ready' } });
      expect(server.stderr()).toContain('ready again');
    } finally {
      await client.query(`drop schema if exists "${server.schema}_away" cascade`);
      await client.end();
    }
  });

  it('survives PostgreSQL ending its connections (as on a restart) and is ready again on new ones', async () => {
    const { server } = await serve({ DATABASE_URL: TEST_DATABASE_URL });
    expect((await readyz(server)).status).toBe(200);
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rowCount } = await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [`docgen:${server.schema}`],
      );
      expect(rowCount).toBeGreaterThanOrEqual(1);
    } finally {
      await client.end();
    }
    await until(
      () => server.stderr().includes('a database connection broke'),
      'the broken connection to be noticed',
    );
    expect(server.process.exitCode).toBeNull();
    // A probe may still meet a connection ended a moment ago (503, as a load balancer would retry); it comes back.
    await until(async () => (await readyz(server)).status === 200, 'ready again on new connections');
  });
});

describe('a single sign-on provider that cannot be reached', () => {
  it('is named at start-up with a warning and in the metrics, and leaves the site ready', async () => {
    const stopped = createServer();
    await new Promise<void>((listening) => stopped.listen(0, '127.0.0.1', listening));
    const issuer = `http://127.0.0.1:${(stopped.address() as AddressInfo).port}`;
    await new Promise<void>((closed) => stopped.close(() => closed()));
    const secret = 'sso-client-secret-never-printed';
    const { server } = await serve({
      METRICS_TOKEN: TOKEN,
      SSO_OIDC_PROVIDERS: JSON.stringify([
        { provider: 'okta', issuer, client_id: 'docs', client_secret: secret },
      ]),
    });
    // Its log is JSON lines here (not a terminal); the messages are what an operator reads.
    const messages = () =>
      server
        .stderr()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
    await vi.waitFor(() =>
      expect(messages()).toContainEqual(
        expect.stringMatching(/^single sign-on provider oidc "okta:docs" is unavailable: .*ECONNREFUSED/),
      ),
    );
    expect(messages()).toContain(
      `single sign-on provider oidc "okta:docs": issuer ${issuer}, scopes "openid email profile", groups from "groups"`,
    );
    expect(server.stderr()).not.toContain(secret);
    // One provider down must not take the documentation down.
    expect(await readyz(server)).toEqual({ status: 200, body: { status: 'ready' } });
    const metrics = await (
      await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(metrics).toContain('docgen_sso_provider_up{method="oidc",provider="okta:docs"} 0');
  });
});
