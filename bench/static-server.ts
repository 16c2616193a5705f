// The ungated baseline for `serve.ts`: the same build served by the same stack as `docgen serve` (Fastify,
// clean paths, the build's files from memory) with no gate in front. Prints `LISTENING <port>`.
import Fastify from 'fastify';
import { registerStaticSite } from '../server/http/static-site.ts';

const app = Fastify();
await registerStaticSite(app, { dir: process.argv[2] ?? 'build', immutable: true });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
