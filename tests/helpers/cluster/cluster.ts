/**
 * The production shape on one machine: three `docgen serve` processes on loopback sharing one PostgreSQL schema
 * and one DOCGEN_SECRET_KEY, behind nginx terminating TLS with a certificate made here (round robin), mail
 * through a real SMTP server. Instances run as in production (NODE_ENV=production, PUBLIC_URL=https://…,
 * TRUST_PROXY=1). Which instance answered is in the `x-docgen-upstream` header nginx adds in the test only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { TEST_DATABASE_URL } from '../../integration/identity/helpers/backends.ts';
import {
  createTestSmtpServer,
  freePort,
  type TestSmtpServer,
} from '../../integration/identity/helpers/smtp.ts';
import { startServe, type RunningServer } from '../serve.ts';
import { proxyClient, type ProxyClient } from './https-client.ts';
import { siteConfigFor, startNginx, type RunningNginx, type SiteAddresses } from './nginx.ts';
import { startTcpRelay, type TcpRelay } from './tcp-relay.ts';
import { makeTestCertificates } from './tls.ts';

const INSTANCES = 3;

export interface Cluster {
  /** https://127.0.0.1:<port>: the site through nginx. */
  origin: string;
  /** nginx's plain-http listener, which only redirects. */
  httpOrigin: string;
  caPem: string;
  client: ProxyClient;
  smtp: TestSmtpServer;
  nginx: RunningNginx;
  instances: RunningServer[];
  /** `127.0.0.1:port` of each instance, as nginx names it. */
  upstreams: string[];
  /** What `docgen users`/`keys` need to reach the instances' data. */
  env: NodeJS.ProcessEnv;
  /** Between the instances and PostgreSQL, when asked for. */
  databaseRelay: TcpRelay | undefined;
  kill(index: number): Promise<void>;
  restart(index: number): Promise<void>;
  /** Leaves only these instances in nginx's rotation (all when omitted) and waits until nginx took it up. */
  rotate(indexes?: number[]): Promise<void>;
  stop(): Promise<void>;
}

async function onDatabase(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function startCluster(params: { build: string; databaseRelay?: boolean }): Promise<Cluster> {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-cluster-'));
  const certificates = makeTestCertificates(dir);
  const schema = `docgen_cluster_${randomBytes(6).toString('hex')}`;
  const database = new URL(TEST_DATABASE_URL);
  const databaseRelay = params.databaseRelay
    ? await startTcpRelay({ host: database.hostname, port: Number(database.port || 5432) })
    : undefined;
  if (databaseRelay) database.port = String(databaseRelay.port);
  const smtp = await createTestSmtpServer();
  await smtp.start();
  const addresses: SiteAddresses = {
    httpsPort: await freePort(),
    httpPort: await freePort(),
    instancePorts: await Promise.all(Array.from({ length: INSTANCES }, () => freePort())),
    certFile: certificates.certFile,
    keyFile: certificates.keyFile,
  };
  const origin = `https://127.0.0.1:${addresses.httpsPort}`;
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PUBLIC_URL: origin,
    TRUST_PROXY: '1',
    DATABASE_URL: database.toString(),
    DATABASE_SCHEMA: schema,
    DOCGEN_SECRET_KEY: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'docs@procurepilot.example',
  };
  const serve = (index: number) =>
    startServe(['--dir', params.build, '--port', String(addresses.instancePorts[index])], env);
  // Started together: the advisory lock lets one of them migrate the fresh schema.
  const instances = await Promise.all(Array.from({ length: INSTANCES }, (_, index) => serve(index)));
  const nginx = await startNginx(dir, await siteConfigFor(addresses), addresses.httpsPort);
  const client = proxyClient(origin, certificates.caPem);
  const upstreams = addresses.instancePorts.map((port) => `127.0.0.1:${port}`);
  const cluster: Cluster = {
    origin,
    httpOrigin: `http://127.0.0.1:${addresses.httpPort}`,
    caPem: certificates.caPem,
    client,
    smtp,
    nginx,
    instances,
    upstreams,
    env,
    databaseRelay,
    async kill(index) {
      const { process: child } = instances[index]!;
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGKILL');
      });
    },
    async restart(index) {
      instances[index] = await serve(index);
    },
    async rotate(indexes) {
      const down = indexes ? upstreams.map((_, i) => i).filter((i) => !indexes.includes(i)) : [];
      await nginx.reload(await siteConfigFor({ ...addresses, down }));
      const wanted = new Set((indexes ?? upstreams.map((_, i) => i)).map((i) => upstreams[i]));
      // Taken up when a round of fresh connections lands only on the instances left in rotation.
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const probe = proxyClient(origin, certificates.caPem);
        const seen = await Promise.all(
          Array.from({ length: INSTANCES * 2 }, () => probe.send('/healthz').then((a) => a.upstream)),
        );
        probe.close();
        if (seen.every((upstream) => wanted.has(upstream))) return;
        await new Promise((done) => setTimeout(done, 50));
      }
      throw new Error('nginx did not take up the new rotation');
    },
    async stop() {
      client.close();
      await nginx.stop();
      const running = instances.filter(
        ({ process: child }) => child.exitCode === null && child.signalCode === null,
      );
      await Promise.all(running.map((instance) => instance.stop()));
      await smtp.stop();
      await databaseRelay?.close();
      await onDatabase(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await rm(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
