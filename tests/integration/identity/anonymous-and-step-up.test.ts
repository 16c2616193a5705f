/**
 * Anonymous readers and step-up over HTTP on SQLite and PostgreSQL: anonymous persons only where enabled,
 * bounded per client, keeping attributes and consent until signing in upgrades them; and a signed-in reader
 * who signs in again with a second factor gets a token holding both.
 */
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { listUsers } from '../../../server/identity/users/admin.ts';
import { BACKENDS } from './helpers/backends.ts';
import { codeIn } from './helpers/codes.ts';
import { errorOf, nonceFromLink, ORG_ID, startHarness, type Harness } from './helpers/harness.ts';

const opened: Harness[] = [];
async function harness(options: Parameters<typeof startHarness>[0]): Promise<Harness> {
  const h = await startHarness(options);
  opened.push(h);
  return h;
}
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

const anonymous = (h: Harness, headers: Record<string, string> = { 'slashid-orgid': ORG_ID }) =>
  h.inject({ method: 'POST', url: '/api/persons/anonymous', headers, payload: {} });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(BACKENDS)('anonymous readers on %s', (backend) => {
  it('are refused unless the site enables them', async () => {
    const h = await harness({ backend });
    expect(errorOf(await anonymous(h))).toEqual({
      status: 403,
      message: 'anonymous readers are not enabled on this site',
    });
  });

  it('get an anonymous token that keeps attributes and consent, and signing in upgrades them', async () => {
    const h = await harness({ backend, anonymousPersons: true });
    const created = await anonymous(h);
    expect(created.statusCode).toBe(201);
    const token = created.json().result as string;
    expect(decodeJwt(token)).toMatchObject({
      person_type: 'anonymous',
      oid: ORG_ID,
      groups: [],
      authenticated_methods: [],
    });
    const validate = (t: string) =>
      h.inject({ method: 'POST', url: '/api/token/validate', payload: { token: t } });
    expect((await validate(token)).json().result.valid).toBe(true);
    await h.inject({
      method: 'PUT',
      url: '/api/attributes/end_user_read_write',
      headers: bearer(token),
      payload: { cart: ['book'] },
    });
    await h.inject({
      method: 'PUT',
      url: '/api/consent/gdpr',
      headers: bearer(token),
      payload: { consent_levels: ['necessary', 'analytics'] },
    });
    expect(await listUsers({ storage: h.storage, orgId: ORG_ID, clock: h.clock })).toEqual([]);

    const started = await h.startSignIn('ada@example.com', { headers: bearer(token) });
    expect(started.statusCode).toBe(200);
    await h.deliver();
    const link = h.transport.sent.at(-1)!.links[0]!;
    const regular = (await h.attest(nonceFromLink(link))).json().result.token as string;
    expect(decodeJwt(regular)).toMatchObject({ person_type: 'regular' });
    expect(decodeJwt(regular).person_id).not.toBe(decodeJwt(token).person_id);
    const attributes = await h.inject({
      method: 'GET',
      url: '/api/attributes/end_user_read_write',
      headers: bearer(regular),
    });
    expect(attributes.json().result).toEqual({ cart: ['book'] });
    const consent = await h.inject({ method: 'GET', url: '/api/consent/gdpr', headers: bearer(regular) });
    expect(consent.json().result.consents).toHaveLength(2);
    expect((await validate(token)).json().result).toEqual({
      valid: false,
      invalidity_reason: 'person_not_active',
    });
  });

  it('are bounded per client address, and need the organisation header', async () => {
    const h = await harness({ backend, anonymousPersons: true });
    expect(errorOf(await anonymous(h, {})).status).toBe(400);
    expect(errorOf(await anonymous(h, { 'slashid-orgid': 'elsewhere' })).status).toBe(400);
    for (let i = 0; i < 8; i++) expect((await anonymous(h)).statusCode).toBe(201);
    expect(errorOf(await anonymous(h)).status).toBe(429);
  });

  it('cannot switch to an organisation they were not created in', async () => {
    const h = await harness({ backend, anonymousPersons: true });
    const token = (await anonymous(h)).json().result as string;
    const switched = await h.inject({
      method: 'GET',
      url: '/api/token',
      headers: { ...bearer(token), 'slashid-orgid': 'elsewhere' },
    });
    expect(errorOf(switched).status).toBe(403);
  });
});

describe.each(BACKENDS)('step-up on %s', (backend) => {
  it('adds a second factor to the token: authenticated_methods and authentications accumulate', async () => {
    const h = await harness({ backend });
    const { nonce } = await h.signInLink('ada@example.com');
    const first = (await h.attest(nonce)).json().result.token as string;
    h.clock.advance(61_000);
    const started = await h.inject({
      method: 'POST',
      url: '/api/id/v2',
      headers: { 'content-type': 'application/json', 'slashid-orgid': ORG_ID, ...bearer(first) },
      payload: {
        handle: { type: 'email_address', value: 'ada@example.com' },
        factor: { method: 'otp_via_email', options: { method: 'otp_via_email' } },
      },
    });
    expect(started.statusCode).toBe(200);
    await h.deliver();
    const code = codeIn(h.transport.sent.at(-1)!.subject);
    const attested = await h.inject({
      method: 'POST',
      url: '/api/attestation/v3',
      headers: { 'content-type': 'application/json', ...bearer(first) },
      payload: { challenge_id: started.json().result[0].id, challenge_type: 'otp', data: { otp: code } },
    });
    const stepped = decodeJwt(attested.json().result.token as string);
    expect(stepped.authenticated_methods).toEqual(['email_link', 'otp_via_email']);
    expect((stepped.authentications as Array<{ method: string }>).map((a) => a.method)).toEqual([
      'email_link',
      'otp_via_email',
    ]);
    expect(stepped.person_id).toBe(decodeJwt(first).person_id);
  });
});
