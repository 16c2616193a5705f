// The identity API alone on a loopback port, for `identity.ts`: storage from the environment (DATABASE_URL +
// DATABASE_SCHEMA, or DOCGEN_DATA_DIR), the dev mailbox printing nowhere, limits raised out of the way.
// Prints `LISTENING <port>` and, on its second line, a valid token for the validation benchmark.
import Fastify from 'fastify';
import { createIdentity, openStorageFromEnv } from '../server/identity/index.ts';

const unlimited = [{ limit: 1e9, windowMs: 60_000 }];
const storage = await openStorageFromEnv(process.env);
const identity = await createIdentity({
  storage,
  publicUrl: 'http://127.0.0.1:3000',
  orgId: 'org-bench',
  siteTitle: 'Bench Docs',
  productName: 'Bench',
  mail: { kind: 'dev', print: () => {} },
  limits: {
    sendsPerAddress: unlimited,
    sendsPerIp: unlimited,
    attestationsPerIp: unlimited,
    eventsPerIp: unlimited,
  },
});
const app = Fastify();
await app.register(identity.apiPlugin, { prefix: '/api' });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const { token } = await identity.service.tokens.issue({
  person_id: 'pid:bench',
  oid: 'org-bench',
  authenticated_methods: ['email_link'],
  authentications: [],
  first_token: false,
  person_type: 'regular',
  groups: [],
  roles: [],
});
process.stdout.write(
  `LISTENING ${typeof address === 'object' && address ? address.port : 0}\nTOKEN ${token}\n`,
);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => identity.close())
    .then(() => storage.close())
    .then(() => process.exit(0));
});
