// The ungated baseline for `serve.ts`: the same build served by the same stack as `docgen serve` (Fastify,
// clean paths, the build's files from memory and compressed on demand, the same security headers) with no
// gate in front: no cookie, no session, no access rule. Prints `LISTENING <port>`.
import Fastify from 'fastify';
import { readBuildManifest } from '../server/http/build-manifest.ts';
import { siteSecurityHeaders } from '../node/http/security-headers.ts';
import { registerStaticSite } from '../node/http/static-site.ts';

const dir = process.argv[2] ?? 'build';
const { access } = await readBuildManifest(dir);
const headers = siteSecurityHeaders({ inlineScriptHashes: access.inlineScriptHashes, https: false });
const app = Fastify();
await registerStaticSite(app, { dir, immutable: true, compress: true, headers });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
