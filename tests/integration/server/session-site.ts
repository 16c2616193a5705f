/**
 * Server sessions on a Fastify app of their own, over the identity harness (its manual clock drives their
 * lifetimes): what the session tests read and write through. Each test's site is closed after it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { registerSessions, type Sessions } from '../../../server/http/session/sessions.ts';
import { startHarness, type Harness } from '../identity/helpers/harness.ts';

export interface SessionSite {
  h: Harness;
  site: FastifyInstance;
  sessions: Sessions;
}

/** Registers the clean-up; the function it returns starts a site whose sessions end after `idleMs` idle. */
export function sessionSitesClosedAfterEach(idleMs: number): () => Promise<SessionSite> {
  let harness: Harness | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await harness?.close();
  });
  return async () => {
    const h = (harness = await startHarness());
    const site = (app = Fastify());
    const sessions = await registerSessions(site, {
      identity: h.identity,
      orgId: h.identity.service.config.orgId,
      settings: { idleMs, absoluteMs: 24 * 3_600_000, secure: false },
      gateGroups: () => new Set(),
    });
    site.post<{ Body: { token: string } }>('/open', async (request, reply) =>
      sessions.open(reply, request.body.token),
    );
    return { h, site, sessions };
  };
}
