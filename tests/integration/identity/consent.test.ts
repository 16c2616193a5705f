/**
 * Privacy consent over HTTP on SQLite and PostgreSQL, and the analytics store honouring it: no event about a
 * reader is stored without their analytics level where the site asks for consent, nor after they refused it.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './helpers/backends.ts';
import { errorOf, startHarness, T0, type Harness } from './helpers/harness.ts';

describe.each(BACKENDS)('privacy consent on %s', (backend) => {
  let h: Harness;
  let token: string;
  let personId: string;

  const consent = (method: string, payload?: unknown, query = '', bearer: string | null = token) =>
    h.inject({
      method: method as 'GET',
      url: `/api/consent/gdpr${query}`,
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const event = (name: string, person?: string) =>
    h.inject({
      method: 'POST',
      url: '/api/actions/sdk',
      payload: { organization_id: 'org-test', event_data: { event_name: name, person_id: person } },
    });
  const storedEvents = async () => (await h.storage.analytics.list(100)).map((e) => e.eventName);

  beforeAll(async () => {
    h = await startHarness({ backend, analyticsNeedConsent: true });
    const { nonce } = await h.signInLink('ada@example.com');
    token = (await h.attest(nonce)).json().result.token;
    personId = decodeJwt(token).person_id as string;
  });
  afterAll(async () => {
    await h.close();
  });

  it('adds, replaces, reads and deletes consent levels with the time each was given', async () => {
    expect((await consent('GET')).json()).toEqual({ result: { consents: [] } });
    const added = await consent('POST', { consent_levels: ['necessary', 'analytics'] });
    const at = new Date(T0).toISOString();
    expect(added.json().result.consents).toEqual([
      { consent_level: 'analytics', created_at: at },
      { consent_level: 'necessary', created_at: at },
    ]);
    h.clock.advance(5_000);
    const replaced = await consent('PUT', { consent_levels: ['necessary', 'marketing'] });
    expect(replaced.json().result.consents).toEqual([
      { consent_level: 'necessary', created_at: at },
      { consent_level: 'marketing', created_at: new Date(T0 + 5_000).toISOString() },
    ]);
    expect((await consent('DELETE', undefined, '?consent_levels=marketing')).statusCode).toBe(200);
    expect(
      (await consent('GET')).json().result.consents.map((c: { consent_level: string }) => c.consent_level),
    ).toEqual(['necessary']);
    expect((await consent('DELETE', undefined, '?deleteAll=true')).statusCode).toBe(200);
    expect((await consent('GET')).json().result.consents).toEqual([]);
    h.clock.set(T0);
  });

  it('answers bad levels and missing tokens with a 4xx envelope', async () => {
    expect(errorOf(await consent('POST', { consent_levels: ['cookies'] })).status).toBe(400);
    expect(errorOf(await consent('PUT', { consent_levels: ['none', 'analytics'] })).status).toBe(400);
    expect(errorOf(await consent('PUT', { consent_levels: 'analytics' })).status).toBe(400);
    expect(errorOf(await consent('DELETE')).status).toBe(400);
    expect(errorOf(await consent('DELETE', undefined, '?consent_levels=x')).status).toBe(400);
    expect(errorOf(await consent('GET', undefined, '', null)).status).toBe(401);
  });

  it('stores no analytics event about a reader without the analytics level, and does with it', async () => {
    await event('SlashIDSDKLoaded_v1');
    await event('PersonIdentified_v1', personId);
    expect(await storedEvents()).toEqual([]);
    await consent('PUT', { consent_levels: ['necessary', 'analytics'] });
    await event('PersonIdentified_v1', personId);
    expect(await storedEvents()).toEqual(['PersonIdentified_v1']);
    await consent('PUT', { consent_levels: ['none'] });
    await event('VirtualPageLoaded_v1', personId);
    expect(await storedEvents()).toEqual(['PersonIdentified_v1']);
  });
});

describe('analytics on a site that does not ask for consent', () => {
  it('stores events, except those about a reader who refused analytics', async () => {
    const h = await startHarness();
    try {
      const { nonce } = await h.signInLink('bob@example.com');
      const token = (await h.attest(nonce)).json().result.token as string;
      const personId = decodeJwt(token).person_id as string;
      const send = (person?: string) =>
        h.inject({
          method: 'POST',
          url: '/api/actions/sdk',
          payload: { event_data: { event_name: 'VirtualPageLoaded_v1', person_id: person } },
        });
      await send();
      await send(personId);
      await h.inject({
        method: 'PUT',
        url: '/api/consent/gdpr',
        headers: { authorization: `Bearer ${token}` },
        payload: { consent_levels: ['necessary'] },
      });
      await send(personId);
      expect(await h.storage.analytics.list(10)).toHaveLength(2);
    } finally {
      await h.close();
    }
  });
});
