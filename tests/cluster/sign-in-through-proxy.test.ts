/**
 * Three `docgen serve` instances behind nginx terminating TLS, on one PostgreSQL schema: round robin, a
 * browser sign-in whose steps each land on another instance, secure cookies and HSTS through the proxy, and
 * logouts, removed readers and abuse limits that hold on every instance.
 */
import { join } from 'node:path';
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_PATH } from '../../core/routes/session-path.ts';
import { launchChromium } from '../helpers/browser.ts';
import { startCluster, type Cluster } from '../helpers/cluster/cluster.ts';
import { UPSTREAM_HEADER } from '../helpers/cluster/nginx.ts';
import { codeIn, linkIn, mailed, signInThroughProxy, startSignIn } from '../helpers/cluster/proxy-sign-in.ts';
import { runCli } from '../helpers/sites.ts';
import { wrongCode } from '../helpers/sign-in-browser.ts';

const site = inject('clusterSite');
let cluster: Cluster;
let browser: Browser;

beforeAll(async () => {
  [cluster, browser] = await Promise.all([startCluster({ build: join(site, 'build') }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
});

const PAGE = '/docs/overview';
const upstreamOf = (response: Response | null) =>
  response?.headers()[UPSTREAM_HEADER]?.split(',').at(-1)?.trim();

describe('nginx in front of three instances', () => {
  it('sends consecutive requests to each instance in turn', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) seen.push((await cluster.client.send('/healthz')).upstream);
    expect(new Set(seen)).toEqual(new Set(cluster.upstreams));
    for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
  });

  it('redirects plain http to https', async () => {
    const answer = await fetch(`${cluster.httpOrigin}${PAGE}`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(`https://127.0.0.1${PAGE}`);
  });

  it('answers every instance with HSTS, and the gate with a 401 shell', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await cluster.client.send(PAGE);
      expect(answer.status).toBe(401);
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('a reader signing in by e-mail link in Chromium, through the proxy', () => {
  it('starts on one instance, confirms the link on another, reads on a third, with __Host- Secure cookies', async () => {
    const address = 'browser-reader@procurepilot.example';
    // The certificate error is ignored in this context only; the other clients trust the test CA.
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    try {
      const first = await context.newPage();
      await cluster.rotate([0]);
      await first.goto(`${cluster.origin}${PAGE}`);
      await first.locator('input[type=email]').waitFor({ timeout: 15_000 });
      await first.getByLabel('Authentication method').selectOption({ label: 'Email link' });
      await first.fill('input[type=email]', address);
      const started = first.waitForResponse(
        (r) => r.url().includes('/api/id') && r.request().method() === 'POST',
      );
      await first.click('[data-testid=sid-form-initial-submit-button]');
      expect(upstreamOf(await started)).toBe(cluster.upstreams[0]);
      await first.getByText('Check your email').waitFor();

      await cluster.rotate([1]);
      const link = await mailed(cluster.smtp, address, linkIn);
      expect(new URL(link).origin).toBe(cluster.origin);
      const second = await context.newPage();
      await second.goto(link);
      await second.getByText('Continue signing in?').waitFor({ timeout: 15_000 });
      const confirmed = second.waitForResponse((r) => r.url().endsWith('/api/attestation/v3'));
      await second.getByRole('button', { name: 'Continue', exact: true }).click();
      const confirmation = await confirmed;
      expect(confirmation.status()).toBe(200);
      expect(upstreamOf(confirmation)).toBe(cluster.upstreams[1]);
      await second.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 15_000 });
      // The first tab learns of it by polling, and lands signed in.
      await first.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 20_000 });

      await cluster.rotate([2]);
      const read = await first.goto(`${cluster.origin}/docs/guides/install`);
      expect(read?.status()).toBe(200);
      expect(upstreamOf(read)).toBe(cluster.upstreams[2]);
      expect(read?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      await first.locator('article h1').first().waitFor({ state: 'visible' });

      const session = (await context.cookies()).find((c) => c.name.includes('docgen_session'));
      expect(session).toMatchObject({
        name: '__Host-docgen_session',
        secure: true,
        httpOnly: true,
        path: '/',
      });
      expect(session?.domain).toBe('127.0.0.1');
    } finally {
      await context.close();
      await cluster.rotate();
    }
  });
});

/** Asks for the page on each instance in turn until `deadline`; what each instance answered after `from`. */
async function answersPerInstance(
  cookie: string,
  from: number,
  until: number,
): Promise<Map<string, number[]>> {
  const answers = new Map<string, number[]>();
  while (Date.now() < until) {
    const asked = Date.now();
    const answer = await cluster.client.send(PAGE, { headers: { cookie } });
    if (asked >= from) answers.set(answer.upstream, [...(answers.get(answer.upstream) ?? []), answer.status]);
    await new Promise((done) => setTimeout(done, 20));
  }
  return answers;
}

async function expectRefusedEverywhereWithinASecond(cookie: string, ended: number): Promise<void> {
  const answers = await answersPerInstance(cookie, ended + 1_000, ended + 1_600);
  expect([...answers.keys()].sort()).toEqual([...cluster.upstreams].sort());
  for (const statuses of answers.values()) expect(statuses.every((status) => status === 401)).toBe(true);
}

describe('ending a session on one instance', () => {
  it('a logout holds on all three instances within a second', async () => {
    const cookie = await signInThroughProxy(
      cluster.client,
      cluster.smtp,
      'logout@procurepilot.example',
      '127.0.1.1',
    );
    for (let i = 0; i < 3; i++)
      expect((await cluster.client.send(PAGE, { headers: { cookie } })).status).toBe(200);
    const logout = await cluster.client.send(SESSION_PATH, { method: 'DELETE', headers: { cookie } });
    expect(logout.status).toBe(204);
    await expectRefusedEverywhereWithinASecond(cookie, Date.now());
  });

  it('`docgen users remove` holds on all three instances within a second', async () => {
    const address = 'removed@procurepilot.example';
    const cookie = await signInThroughProxy(cluster.client, cluster.smtp, address, '127.0.1.2');
    for (let i = 0; i < 3; i++)
      expect((await cluster.client.send(PAGE, { headers: { cookie } })).status).toBe(200);
    const removed = await runCli(['users', 'remove', address, '--root', site], { env: cluster.env });
    expect(removed.code, removed.stderr).toBe(0);
    await expectRefusedEverywhereWithinASecond(cookie, Date.now());
  });
});

describe('abuse limits across instances', () => {
  it('sends one link per minute to an address asked for by one client, whichever instance is asked', async () => {
    const address = 'limited@procurepilot.example';
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await startSignIn(cluster.client, address, 'email_link', '127.0.2.1'));
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(3);
    expect(answers.map((a) => a.status)).toEqual([200, 429, 429, 429, 429, 429]);
  });

  it('sends at most three links per minute to an address from all clients together', async () => {
    const address = 'bombed@procurepilot.example';
    const answers = [];
    for (let i = 1; i <= 6; i++)
      answers.push(await startSignIn(cluster.client, address, 'email_link', `127.0.3.${i}`));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('allows five guesses at an e-mailed code in all, spread over the instances', async () => {
    const address = 'guessed@procurepilot.example';
    const started = await startSignIn(cluster.client, address, 'otp_via_email', '127.0.4.1');
    expect(started.status).toBe(200);
    const [challenge] = (JSON.parse(started.body) as { result: { id: string }[] }).result;
    const code = await mailed(cluster.smtp, address, codeIn);
    const submit = (otp: string) =>
      cluster.client.send('/api/attestation/v3', {
        localAddress: '127.0.4.1',
        json: { challenge_id: challenge!.id, challenge_type: 'otp', data: { otp } },
      });
    const guesses = [];
    for (let i = 0; i < 5; i++) guesses.push(await submit(wrongCode(code)));
    expect(new Set(guesses.map((g) => g.upstream)).size).toBe(3);
    expect(guesses.map((g) => g.status)).toEqual([401, 401, 401, 401, 403]);
    expect((await submit(code)).status).toBe(403);
  });
});
