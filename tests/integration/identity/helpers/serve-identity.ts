/**
 * A minimal `docgen serve` stand-in for process-level tests: the identity API and dev mailbox on a Fastify
 * server, storage chosen by the environment exactly as `docgen serve` chooses it. Prints `LISTENING <port>`.
 * Env: DATABASE_URL + DATABASE_SCHEMA or DOCGEN_DATA_DIR; PUBLIC_URL.
 */
import Fastify from 'fastify';
import { createIdentity, openStorageFromEnv } from '../../../../server/identity/index.ts';

const storage = await openStorageFromEnv(process.env);
const identity = await createIdentity({
  storage,
  publicUrl: process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000',
  orgId: 'org-process',
  siteTitle: 'Process Docs',
  productName: 'Process',
  mail: { kind: 'dev' },
});
const app = Fastify();
await app.register(identity.apiPlugin, { prefix: '/api' });
await app.register(identity.devMailboxPlugin);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => identity.close())
      .then(() => storage.close())
      .then(() => process.exit(0));
  });
}
