import Fastify from 'fastify';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { observeRequests } from '../../../../server/http/request-log.ts';
import type { TrustProxy } from '../../../../server/identity/context/client-ip.ts';

async function loggedAddress(trustProxy: TrustProxy): Promise<unknown> {
  const lines: Record<string, unknown>[] = [];
  const log = { info: (fields: Record<string, unknown>) => lines.push(fields) } as unknown as Logger;
  const app = Fastify();
  observeRequests(app, { log, trustProxy });
  app.get('/', async () => 'ok');
  await app.inject({
    url: '/',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
  });
  await app.close();
  return lines[0]?.ip;
}

describe('the request log', () => {
  it('logs the forwarded client address the limits count when TRUST_PROXY says a proxy is in front', async () => {
    expect(await loggedAddress(1)).toBe('198.51.100.7');
    expect(await loggedAddress(2)).toBe('203.0.113.9');
  });

  it('logs the socket address, never a header the client wrote, without TRUST_PROXY', async () => {
    expect(await loggedAddress(false)).toBe('10.0.0.2');
  });
});
