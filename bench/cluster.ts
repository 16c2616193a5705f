// The cluster benchmark: three `docgen serve` behind nginx with TLS on one PostgreSQL schema (the cluster
// tests' harness), 60 s of 200 concurrent sign-in flows (each from a loopback address of its own, mail through
// a real SMTP server) plus gated page reads, all through the proxy on loopback. Bounded in time.
import { join } from 'node:path';
import { startCluster } from '../tests/helpers/cluster/cluster.ts';
import { buildClusterSite } from '../tests/helpers/cluster/cluster-site.ts';
import { runClusterLoad, summarize } from '../tests/helpers/cluster/load.ts';
import { signInThroughProxy } from '../tests/helpers/cluster/proxy-sign-in.ts';

const DURATION_MS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60) * 1000;
const SIGN_INS = 200;
const READERS = 20;

export async function benchCluster(): Promise<Record<string, unknown>[]> {
  const site = await buildClusterSite();
  const cluster = await startCluster({ build: join(site.root, 'build') });
  try {
    const cookie = await signInThroughProxy(
      cluster.client,
      cluster.smtp,
      'bench@procurepilot.example',
      '127.0.9.1',
    );
    const report = await runClusterLoad({
      client: cluster.client,
      smtp: cluster.smtp,
      signIns: SIGN_INS,
      readers: READERS,
      page: '/docs/guides/install',
      cookie,
      durationMs: DURATION_MS,
      tag: 'bench',
    });
    const flows = report.flows.filter((flow) => flow.outcome !== undefined);
    const perInstance = cluster.upstreams.map((u) => report.sent.filter((s) => s.upstream === u).length);
    return [
      {
        bench: 'cluster',
        load: `sign-in requests, ${SIGN_INS} concurrent flows`,
        ...summarize(report, 'sign-in'),
        flowsSignedIn: flows.filter((flow) => flow.outcome === 'signed in').length,
        flowsFailed: flows.filter((flow) => flow.outcome !== 'signed in').length,
        flowsPerS: Math.round((flows.length / report.durationMs) * 10_000) / 10,
      },
      {
        bench: 'cluster',
        load: `gated page reads, ${READERS} concurrent readers`,
        ...summarize(report, 'read'),
        requestsPerInstance: perInstance.join('/'),
      },
    ];
  } finally {
    await cluster.stop();
    await site.remove();
  }
}
