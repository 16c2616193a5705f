/**
 * Per-client rate limits are a route-level policy (`server/identity/api/route-limits.ts`): every identity route
 * declares one, a route without one cannot be registered, and the limit holds whichever factor serves the route.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_LIMITS, routeKeys, routeLimit } from '../../../server/identity/api/route-limits.ts';
import { createIdentity } from '../../../server/identity/create-identity.ts';
import type { RateLimits } from '../../../server/identity/limits/rate-limiter.ts';
import { oidcConnections } from '../../../server/identity/sso/oidc/settings.ts';
import { createTestDatabase } from './helpers/backends.ts';
import {
  capturingTransport,
  errorOf,
  ORG_ID,
  PUBLIC_URL,
  startHarness,
  type Harness,
} from './helpers/harness.ts';

const opened: Harness[] = [];
async function harness(options: Parameters<typeof startHarness>[0] = {}): Promise<Harness> {
  const h = await startHarness(options);
  opened.push(h);
  return h;
}
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

/** Mounts the identity API the way `docgen serve` does and lists the table key of every route it registers. */
async function registeredRouteKeys(): Promise<string[]> {
  const database = createTestDatabase('sqlite');
  const storage = await database.open();
  const identity = await createIdentity({
    storage,
    publicUrl: PUBLIC_URL,
    orgId: ORG_ID,
    siteTitle: 'Example Docs',
    productName: 'Example',
    mail: { kind: 'dev' },
    mailTransport: capturingTransport(),
    outbox: { autoStart: false },
    maintenance: false,
  });
  const app: FastifyInstance = Fastify();
  const keys: string[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) keys.push(...routeKeys(route, '/api'));
  });
  try {
    await app.register(identity.apiPlugin, { prefix: '/api' });
    await app.ready();
    return [...new Set(keys)].sort();
  } finally {
    await app.close();
    await identity.close();
    await storage.close();
    await database.destroy();
  }
}

const start = (h: Harness, method: string, address: string) =>
  h.inject({
    method: 'POST',
    url: '/api/id/v2',
    headers: { 'slashid-orgid': ORG_ID },
    payload: { handle: { type: 'email_address', value: address }, factor: { method, options: { method } } },
  });

describe('the route limit table', () => {
  it('names every identity route, and only routes that exist', async () => {
    const registered = await registeredRouteKeys();
    expect(registered.filter((key) => !(key in ROUTE_LIMITS))).toEqual([]);
    expect(Object.keys(ROUTE_LIMITS).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('refuses to register a route it does not name, or one whose methods differ in limit', () => {
    expect(() => routeLimit({ method: 'POST', url: '/api/new-factor' }, '/api')).toThrow(
      'identity route "POST /new-factor" declares no rate limit',
    );
    expect(() => routeLimit({ method: ['GET', 'POST'], url: '/api/id' }, '/api')).toThrow(
      'identity route "GET /id" declares no rate limit',
    );
    expect(() => routeLimit({ method: ['POST', 'GET'], url: '/api/*' }, '/api')).not.toThrow();
    expect(routeLimit({ method: 'HEAD', url: '/api/me' }, '/api')).toBe(ROUTE_LIMITS['GET /me']);
  });
});

describe('route limits hold whatever the factor', () => {
  it('counts sign-in starts of every factor and password resets against one per-client budget', async () => {
    const h = await harness({ limits: { sendsPerIp: [{ limit: 4, windowMs: 60_000 }] } });
    expect((await start(h, 'email_link', 'a@example.com')).statusCode).toBe(200);
    expect((await start(h, 'password', 'b@example.com')).statusCode).toBe(200);
    expect((await start(h, 'totp', 'c@example.com')).statusCode).toBe(200);
    expect((await start(h, 'webauthn', 'd@example.com')).statusCode).toBe(200);
    const limited = await start(h, 'otp_via_email', 'e@example.com');
    expect(errorOf(limited)).toEqual({ status: 429, message: 'too many requests; try again in 60 seconds' });
    const recover = await h.inject({
      method: 'POST',
      url: '/api/recover',
      headers: { 'slashid-orgid': ORG_ID },
      payload: {
        handle: { type: 'email_address', value: 'b@example.com' },
        factor: { method: 'password' },
      },
    });
    expect(errorOf(recover).status).toBe(429);
  });

  it('drops analytics over the per-client limit with the usual answer, storing none of them', async () => {
    const h = await harness({ limits: { eventsPerIp: [{ limit: 2, windowMs: 60_000 }] } });
    const answers = [];
    for (const path of ['/api/actions/sdk', '/api/events', '/api/actions/sdk', '/api/events']) {
      const response = await h.inject({
        method: 'POST',
        url: path,
        payload: { organization_id: ORG_ID, event_data: { event_name: 'SdkLoaded' } },
      });
      answers.push([response.statusCode, response.json()]);
    }
    expect(answers).toEqual(Array(4).fill([200, { result: {} }]));
    expect(await h.storage.analytics.list(10)).toHaveLength(2);
  });

  describe('single sign-on', () => {
    const OFFICE = '198.51.100.20';
    const ssoHarness = (limits: Partial<RateLimits> = {}) =>
      harness({
        limits,
        ssoConnections: oidcConnections([{ provider: 'github', client_id: 'docs', client_secret: 's3cret' }]),
      });
    const ssoStart = (h: Harness) =>
      h.inject({
        method: 'POST',
        url: '/api/id/v2',
        headers: { 'slashid-orgid': ORG_ID },
        remoteAddress: OFFICE,
        payload: {
          handle: null,
          factor: { method: 'oidc', options: { provider: 'github', client_id: 'docs' } },
          metadata: { csrf_token: 'c', pkce_code_challenge: 'p' },
        },
      });

    it('lets an office behind one address start 60 sign-ins a minute without touching its e-mail budget', async () => {
      const h = await ssoHarness();
      const statuses = new Set<number>();
      for (let i = 0; i < 60; i++) statuses.add((await ssoStart(h)).statusCode);
      expect([...statuses]).toEqual([200]);
      const email = await h.startSignIn('ada@example.com', { remoteAddress: OFFICE });
      expect(email.statusCode, email.body).toBe(200);
    });

    it('still holds single sign-on starts to a per-client limit of their own', async () => {
      const h = await ssoHarness({ ssoPerIp: [{ limit: 2, windowMs: 60_000 }] });
      expect((await ssoStart(h)).statusCode).toBe(200);
      expect((await ssoStart(h)).statusCode).toBe(200);
      expect(errorOf(await ssoStart(h))).toEqual({
        status: 429,
        message: 'too many requests; try again in 60 seconds',
      });
      expect((await h.startSignIn('ada@example.com', { remoteAddress: OFFICE })).statusCode).toBe(200);
    });
  });
});
