import { hostname } from 'node:os';
import Fastify from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoTimeOncePerMillisecond } from '../../../../node/log/open-log.ts';
import { jsonRequestLine, observeRequests, openRequestLog } from '../../../../server/http/request-log.ts';
import type { TrustProxy } from '../../../../server/identity/context/client-ip.ts';

afterEach(() => vi.useRealTimers());

async function loggedAddress(trustProxy: TrustProxy): Promise<unknown> {
  const addresses: string[] = [];
  const log = { line: (_method: string, _path: string, _status: number, ip: string) => addresses.push(ip) };
  const app = Fastify();
  observeRequests(app, { log, trustProxy });
  app.get('/', async () => 'ok');
  await app.inject({
    url: '/',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
  });
  await app.close();
  return addresses[0];
}

/** What pino writes for the same entry with the server's log options. */
function pinoLine(fields: Record<string, unknown>): string {
  let written = '';
  const log = pino(
    {
      formatters: { level: (label) => ({ level: label }) },
      timestamp: isoTimeOncePerMillisecond(),
    },
    { write: (line: string) => (written = line) },
  );
  log.info(fields, 'request');
  return written;
}

describe('the request log', () => {
  it('logs the forwarded client address the limits count when TRUST_PROXY says a proxy is in front', async () => {
    expect(await loggedAddress(1)).toBe('198.51.100.7');
    expect(await loggedAddress(2)).toBe('203.0.113.9');
  });

  it('logs the socket address, never a header the client wrote, without TRUST_PROXY', async () => {
    expect(await loggedAddress(false)).toBe('10.0.0.2');
  });

  it('writes each request as the very line pino writes for it, escaping what the path holds', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T06:00:00.123Z') });
    const path = '/docs/"quoted"\\back\u0001é';
    const line = jsonRequestLine()('GET', path, 404, '::1', 0.3);
    expect(line).toBe(pinoLine({ method: 'GET', path, status: 404, ip: '::1', ms: 0.3 }));
    expect(JSON.parse(line)).toMatchObject({ pid: process.pid, hostname: hostname(), path, msg: 'request' });
  });

  it('is off with DOCGEN_REQUEST_LOG=off and when LOG_LEVEL is above info', async () => {
    expect(openRequestLog({ DOCGEN_REQUEST_LOG: false })).toBeUndefined();
    expect(openRequestLog({ LOG_LEVEL: 'warn' })).toBeUndefined();
    expect(openRequestLog({ LOG_LEVEL: 'silent' })).toBeUndefined();
    const debug = openRequestLog({ LOG_LEVEL: 'debug' });
    expect(debug).toBeDefined();
    await debug?.close();
  });
});
