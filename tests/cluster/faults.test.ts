/**
 * Faults under load in the three-instance cluster: an instance killed with SIGKILL, PostgreSQL going away and
 * coming back, SMTP down for a while. PostgreSQL's outage is played by cutting a TCP relay between the
 * instances and the database (every connection dropped, new ones refused, as while it restarts): the
 * machine's PostgreSQL serves other tests and cannot be restarted.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCluster, type Cluster } from '../helpers/cluster/cluster.ts';
import { runClusterLoad, type LoadReport } from '../helpers/cluster/load.ts';
import { linkIn, mailed, signInThroughProxy, startSignIn } from '../helpers/cluster/proxy-sign-in.ts';
import { nonceAttestation } from '../helpers/sign-in-api.ts';

const site = inject('clusterSite');
const PAGE = '/docs/guides/install';
/**
 * How long SMTP stays down (CLUSTER_SMTP_OUTAGE_S, default 60 s). The outbox retries after 1, 2,
 * 4, 8, 16, then every 30 s, so a 60 s outage is delivered at most 30 s after SMTP returns.
 */
const SMTP_OUTAGE_MS = Number(process.env.CLUSTER_SMTP_OUTAGE_S ?? 60) * 1000;
const RETRY_MAX_MS = 30_000;
const OUTBOX_LEASE_MS = 45_000;

let cluster: Cluster;
let cookie: string;

beforeAll(async () => {
  cluster = await startCluster({ build: join(site, 'build'), databaseRelay: true });
  cookie = await signInThroughProxy(
    cluster.client,
    cluster.smtp,
    'fault-reader@procurepilot.example',
    '127.0.5.1',
  );
});

afterAll(async () => {
  await cluster?.stop();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const unfinished = (report: LoadReport) => report.flows.filter((flow) => flow.outcome !== 'signed in');

describe('an instance killed with SIGKILL under load', () => {
  it(
    'fails over: every flow finishes, and only requests in flight on it got a 5xx',
    { timeout: 120_000 },
    async () => {
      const victim = cluster.upstreams[1]!;
      let diedAt = 0;
      const load = runClusterLoad({
        client: cluster.client,
        smtp: cluster.smtp,
        signIns: 10,
        readers: 10,
        page: PAGE,
        cookie,
        durationMs: 6_000,
        tag: 'kill',
        // A message the victim was sending when it died goes out from another instance when its lease ends.
        mailTimeoutMs: OUTBOX_LEASE_MS + 15_000,
      });
      await sleep(2_000);
      await cluster.kill(1);
      diedAt = Date.now();
      const report = await load.finally(() => cluster.restart(1));

      const failed = report.sent.filter((s) => s.status === 0 || s.status >= 500);
      // In flight on the victim when it died: sent before its process was gone (SIGKILL is not instant, and
      // until the exit nginx may still hand it a request). nginx retries a GET elsewhere, and any request it
      // could not connect with; a POST it already handed over answers 502.
      for (const answer of failed) {
        expect(answer.upstream).toBe(victim);
        expect(answer.startedAt).toBeLessThanOrEqual(diedAt);
      }
      expect(failed.length).toBeLessThanOrEqual(20);
      const interrupted = unfinished(report);
      expect(
        interrupted.every((flow) => typeof flow.outcome === 'object' && flow.outcome.status >= 500),
      ).toBe(true);
      expect(interrupted.length).toBeLessThanOrEqual(failed.filter((s) => s.kind === 'sign-in').length);
      // Flows begun on the victim before it died finished on the others: nothing of them lived in it.
      const fromVictim = report.flows.filter(
        (flow) => flow.startedOn === victim && flow.outcome === 'signed in',
      );
      expect(fromVictim.length).toBeGreaterThan(0);
      expect(report.sent.filter((s) => s.startedAt > diedAt + 100 && s.upstream === victim)).toEqual([]);
    },
  );
});

const readiness = async (index: number) => (await fetch(`${cluster.instances[index]!.origin}/readyz`)).status;

async function waitForReadiness(status: number, timeoutMs: number): Promise<number> {
  const began = Date.now();
  let last: number[] = [];
  while (Date.now() - began < timeoutMs) {
    const statuses = await Promise.all(cluster.instances.map((_, i) => readiness(i).catch(() => 0)));
    if (statuses.every((s) => s === status)) return Date.now() - began;
    last = statuses;
    await sleep(100);
  }
  const dead = cluster.instances.filter((i) => i.process.exitCode !== null || i.process.signalCode !== null);
  throw new Error(
    `the instances did not all answer /readyz with ${status} in ${timeoutMs} ms: ${last}` +
      dead.map((i) => `\n${i.origin} exited:\n${i.stderr().slice(-1500)}`).join(''),
  );
}

describe('PostgreSQL going away under load and coming back', () => {
  it('turns every instance not ready, then ready again; none crashes, and flows begun before finish', async () => {
    const relay = cluster.databaseRelay!;
    // Begun just before the outage: their mail is queued in the database, not yet sent everywhere.
    const before = ['pg-a', 'pg-b', 'pg-c'].map((name) => `${name}@procurepilot.example`);
    for (const [i, address] of before.entries())
      expect((await startSignIn(cluster.client, address, 'email_link', `127.0.6.${i + 1}`)).status).toBe(200);
    const load = runClusterLoad({
      client: cluster.client,
      smtp: cluster.smtp,
      signIns: 5,
      readers: 5,
      page: PAGE,
      cookie,
      durationMs: 9_000,
      tag: 'pg',
    });
    await sleep(1_000);
    await relay.cut();
    try {
      await waitForReadiness(503, 10_000);
      const during = await startSignIn(
        cluster.client,
        'pg-during@procurepilot.example',
        'email_link',
        '127.0.6.9',
      );
      expect(during.status).toBe(503);
      expect(JSON.parse(during.body)).toHaveProperty('errors');
      await sleep(2_000);
    } finally {
      await relay.restore();
    }
    await waitForReadiness(200, 15_000);
    const report = await load;
    for (const instance of cluster.instances) expect(instance.process.exitCode).toBeNull();

    for (const [i, address] of before.entries()) {
      const link = await mailed(cluster.smtp, address, linkIn);
      const confirmed = await cluster.client.send('/api/attestation/v3', {
        localAddress: `127.0.6.${i + 1}`,
        json: nonceAttestation(link),
      });
      expect(confirmed.status).toBe(200);
    }
    // A flow the outage caught midway failed with a clear answer; a flow started after it signed in.
    const after = report.flows.filter(
      (flow) => flow.startedAt > Date.now() - 2_000 && flow.outcome !== undefined,
    );
    expect(after.every((flow) => flow.outcome === 'signed in')).toBe(true);
    expect(report.sent.filter((s) => s.status === 0)).toEqual([]);
  });
});

describe('SMTP down during sign-ins', () => {
  it(
    `delivers every message after ${SMTP_OUTAGE_MS / 1000} s without SMTP, each link still valid`,
    async () => {
      await cluster.smtp.stop();
      const addresses = Array.from({ length: 6 }, (_, i) => `smtp-down-${i}@procurepilot.example`);
      for (const [i, address] of addresses.entries())
        expect((await startSignIn(cluster.client, address, 'email_link', `127.0.7.${i + 1}`)).status).toBe(
          200,
        );
      await sleep(SMTP_OUTAGE_MS);
      await cluster.smtp.start();
      for (const [i, address] of addresses.entries()) {
        const link = await mailed(cluster.smtp, address, linkIn, RETRY_MAX_MS + 5_000);
        const confirmed = await cluster.client.send('/api/attestation/v3', {
          localAddress: `127.0.7.${i + 1}`,
          json: nonceAttestation(link),
        });
        expect(confirmed.status).toBe(200);
      }
    },
    SMTP_OUTAGE_MS + RETRY_MAX_MS + 60_000,
  );
});
