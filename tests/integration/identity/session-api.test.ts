/** Sessions and the surrounding API: validate, revoke, /me, JWKS, sdk.html, CORS, analytics. */
import { createHash } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, ORG_ID, PUBLIC_URL, startHarness, T0, type Harness } from './helpers/harness.ts';

describe('the session endpoints', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness({ corsOrigins: ['https://app.example.org'] });
    const { nonce } = await h.signInLink('ada@example.com');
    token = (await h.attest(nonce)).json().result.token;
  });
  afterAll(async () => {
    await h.close();
  });

  const validate = (t: string) =>
    h.inject({
      method: 'POST',
      url: '/api/token/validate',
      headers: { authorization: `Bearer ${t}` },
      payload: { token: t },
    });

  it('validates a token with its remaining lifetime', async () => {
    const response = await validate(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        valid: true,
        expires_in_seconds: 86_400,
        expires_at: new Date(T0 + 86_400_000).toISOString(),
      },
    });
  });

  it('reports an expired token as valid:false with reason expired, in a 200', async () => {
    h.clock.advance(86_401_000);
    const response = await validate(token);
    h.clock.set(T0);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { valid: false, invalidity_reason: 'expired' } });
  });

  it('answers /me with the person and every list the SDK reads', async () => {
    const response = await h.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result).toEqual({
      person: {
        active: true,
        person_id: expect.stringMatching(/^pid:/),
        person_type: 'regular',
        region: 'local',
        handles: [{ type: 'email_address', value: 'ada@example.com' }],
        groups: [],
        attributes: {},
        roles: [],
      },
      organizations: [
        { id: ORG_ID, org_name: 'Example Docs', tenant_name: 'Example Docs', managed_organizations: [] },
      ],
      handles: [{ type: 'email_address', value: 'ada@example.com' }],
      credentials: [],
      org_hierarchy: [
        { id: ORG_ID, org_name: 'Example Docs', tenant_name: 'Example Docs', managed_organizations: [] },
      ],
    });
  });

  it('refuses /me without a valid bearer token', async () => {
    expect(errorOf(await h.inject({ method: 'GET', url: '/api/me' })).status).toBe(401);
    expect(
      errorOf(await h.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Bearer nope' } }))
        .status,
    ).toBe(401);
  });

  it('publishes the public signing keys, which verify our tokens', async () => {
    const response = await h.inject({ method: 'GET', url: '/api/.well-known/jwks.json' });
    expect(response.statusCode).toBe(200);
    const jwks = response.json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(JSON.stringify(jwks)).not.toContain('"d"');
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: PUBLIC_URL,
      currentDate: new Date(T0),
    });
    expect(payload.oid).toBe(ORG_ID);
  });

  it('revokes a token: validation then fails, and a second revocation answers 400', async () => {
    const { nonce } = await (async () => {
      h.clock.advance(61_000);
      return h.signInLink('ada@example.com');
    })();
    const other = (await h.attest(nonce)).json().result.token as string;
    const revoked = await h.inject({
      method: 'POST',
      url: '/api/token/revoke',
      headers: { authorization: `Bearer ${other}` },
      payload: { token: other },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await validate(other)).json()).toEqual({
      result: { valid: false, invalidity_reason: 'expired' },
    });
    expect(
      errorOf(await h.inject({ method: 'POST', url: '/api/token/revoke', payload: { token: other } })),
    ).toEqual({ status: 400, message: 'the token is already revoked' });
    expect(
      errorOf(await h.inject({ method: 'POST', url: '/api/token/revoke', payload: { token: 'x.y.z' } }))
        .status,
    ).toBe(400);
    expect((await validate(token)).json().result.valid).toBe(true);
  });

  describe('sdk.html', () => {
    it('serves the postMessage responder with a CSP that allows exactly its inline script', async () => {
      const response = await h.inject({ method: 'GET', url: '/api/sdk.html?v=3.29.6' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)![1]!;
      const hash = createHash('sha256').update(script).digest('base64');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'sha256-${hash}'`);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain(`frame-ancestors 'self' ${PUBLIC_URL} https://app.example.org`);
      const config = JSON.parse(
        /<script type="application\/json" id="sdk-config">([\s\S]*?)<\/script>/.exec(response.body)![1]!,
      );
      expect(config).toEqual({
        origins: [PUBLIC_URL, 'https://app.example.org'],
        keys: ['SLASHID_IDENTIFIERS', 'SLASHID_WEBAUTHN_CREDENTIAL_ID', 'SLASHID_WEBAUTHN_CREDENTIAL_ID_V2'],
      });
    });
  });

  describe('CORS and origins', () => {
    it('answers a preflight from a listed origin with the protocol headers', async () => {
      const response = await h.inject({
        method: 'OPTIONS',
        url: '/api/id/v2',
        headers: {
          origin: 'https://app.example.org',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,slashid-orgid',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers).toMatchObject({
        'access-control-allow-origin': 'https://app.example.org',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers':
          'Content-Type, Authorization, SlashID-OrgID, SlashID-SdkVersion, SlashID-SdkRetryCount',
        'access-control-expose-headers': 'Location, SlashID-Correlation-ID, Retry-After',
      });
    });

    it('gives no CORS headers to other origins and refuses their state-changing requests', async () => {
      const preflight = await h.inject({
        method: 'OPTIONS',
        url: '/api/id/v2',
        headers: { origin: 'https://evil.example' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const start = await h.startSignIn('victim@example.com', {
        headers: { origin: 'https://evil.example' },
      });
      expect(errorOf(start)).toEqual({
        status: 403,
        message: 'requests from this origin are not allowed; add it to the identity CORS origins',
      });
      const read = await h.inject({
        method: 'GET',
        url: '/api/.well-known/jwks.json',
        headers: { origin: 'https://evil.example' },
      });
      expect(read.statusCode).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('accepts the site itself, also when reached under another host name', async () => {
      h.clock.advance(61_000);
      expect((await h.startSignIn('carol@example.com', { headers: { origin: PUBLIC_URL } })).statusCode).toBe(
        200,
      );
      const local = await h.startSignIn('dave@example.com', {
        headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      });
      expect(local.statusCode).toBe(200);
    });

    it('sends a correlation id and no-store on every answer', async () => {
      const response = await h.inject({ method: 'GET', url: '/api/nope' });
      expect(response.headers['slashid-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('analytics', () => {
    it('accepts SDK events on /actions/sdk and /events and stores them', async () => {
      const event = {
        organization_id: ORG_ID,
        analytics_correlation_id: 'c',
        window_location: `${PUBLIC_URL}/`,
        user_agent: 'x',
        event_data: { event_name: 'SlashIDSDKLoaded_v1' },
      };
      for (const url of ['/api/actions/sdk', '/api/events']) {
        const response = await h.inject({ method: 'POST', url, payload: event });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ result: {} });
      }
      const stored = await h.storage.analytics.list(10);
      expect(stored.map((e) => e.eventName)).toEqual(['SlashIDSDKLoaded_v1', 'SlashIDSDKLoaded_v1']);
    });

    it('stores no credential a URL in an event carried (a client that did not strip them)', async () => {
      const before = (await h.storage.analytics.list(100)).length;
      const secret = 'W3sibm9uY2UiOiJzZWNyZXQtbm9uY2UifV0';
      await h.inject({
        method: 'POST',
        url: '/api/actions/sdk',
        payload: {
          window_location: `${PUBLIC_URL}/docs/a?challenges=${secret}&tab=1`,
          event_data: { event_name: 'SlashIDSDKLoaded_v1', redirect: `/?sso_code=${secret}#token=${secret}` },
        },
      });
      const stored = await h.storage.analytics.list(100);
      expect(stored).toHaveLength(before + 1);
      const body = stored.map((e) => JSON.stringify(e)).join('\n');
      expect(body).toContain(`${PUBLIC_URL}/docs/a?tab=1`);
      expect(body).not.toContain(secret);
    });

    it('stores no sign-in link nested in another parameter (a redirect-mode return)', async () => {
      const before = (await h.storage.analytics.list(100)).length;
      const secret = 'W3sibm9uY2UiOiJuZXN0ZWQtbm9uY2UifV0';
      const inner = encodeURIComponent(`/docs/a?challenges=${secret}&tab=1`);
      await h.inject({
        method: 'POST',
        url: '/api/actions/sdk',
        payload: {
          window_location: `${PUBLIC_URL}/?next=${inner}`,
          event_data: {
            event_name: 'VirtualPageLoaded_v1',
            from: `/?return_to=${encodeURIComponent(inner)}`,
          },
        },
      });
      const stored = await h.storage.analytics.list(100);
      expect(stored).toHaveLength(before + 1);
      const body = stored.map((e) => JSON.stringify(e)).join('\n');
      expect(body).toContain(`${PUBLIC_URL}/?next=%2Fdocs%2Fa%3Ftab%3D1`);
      expect(body).not.toContain(secret);
    });

    it('drops events beyond the per-address rate quietly', async () => {
      const limited = await startHarness({ limits: { eventsPerIp: [{ limit: 2, windowMs: 60_000 }] } });
      try {
        for (let i = 0; i < 4; i++) {
          const response = await limited.inject({
            method: 'POST',
            url: '/api/actions/sdk',
            payload: { event_data: { event_name: `e${i}` } },
          });
          expect(response.statusCode).toBe(200);
        }
        expect((await limited.storage.analytics.list(10)).map((e) => e.eventName).sort()).toEqual([
          'e0',
          'e1',
        ]);
      } finally {
        await limited.close();
      }
    });

    it('never fails the caller for an odd event', async () => {
      expect((await h.inject({ method: 'POST', url: '/api/actions/sdk', payload: [1, 2] })).statusCode).toBe(
        200,
      );
      expect(
        (
          await h.inject({
            method: 'POST',
            url: '/api/actions/sdk',
            payload: { event_data: { event_name: 'x'.repeat(500) }, pad: 'y'.repeat(20_000) },
          })
        ).statusCode,
      ).toBe(200);
    });
  });
});
