import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { registerStaticSite } from '../../node/http/static-site.ts';
import { TARGETS_PAGE } from './targets-page.ts';

/** Capped by the kernel's `net.core.somaxconn` (4096 on current Linux). */
const CONNECTION_BACKLOG = 8192;

export interface CheckServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * The output as `docgen serve` resolves and answers it (the same static-site routes, files from memory), plus
 * the page listing the targets.
 */
export async function serveForCheck(dir: string, listing: string): Promise<CheckServer> {
  const app = Fastify({ logger: false });
  app.get(TARGETS_PAGE, (_request, reply) => reply.type('text/html; charset=utf-8').send(listing));
  await registerStaticSite(app, { dir, immutable: true });
  // linkinator starts every target's request at once (its concurrency only bounds what it awaits), and each HEAD
  // opens its own connection: with Node's default backlog of 511 the rest of the SYNs are dropped, and the
  // check stalls for a second until the kernel retries them.
  await app.listen({ port: 0, host: '127.0.0.1', backlog: CONNECTION_BACKLOG });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}
