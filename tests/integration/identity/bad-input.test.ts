/**
 * Bad input: every case gets its documented 4xx in the protocol's error envelope — never a 5xx, never a stack
 * trace — and nothing is sent or spent. The whole suite runs on SQLite and on PostgreSQL, whose text type
 * refuses NUL bytes that SQLite stores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './helpers/backends.ts';
import { errorOf, ORG_ID, startHarness, type Harness } from './helpers/harness.ts';

const json = { 'content-type': 'application/json', 'slashid-orgid': ORG_ID };
const idBody = (
  handle: unknown,
  factor: unknown = { method: 'email_link', options: { method: 'email_link' } },
) => JSON.stringify({ handle, factor });

describe.each(BACKENDS)('bad input to the identity API (%s)', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      backend,
      limits: {
        sendsPerIp: [{ limit: 1000, windowMs: 60_000 }],
        attestationsPerIp: [{ limit: 1000, windowMs: 60_000 }],
      },
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it.each([
    ['malformed JSON', 400, 'the request body is not valid JSON', { headers: json, payload: '{"handle": ' }],
    [
      'a prototype-poisoning body',
      400,
      'the request body is not valid JSON',
      { headers: json, payload: '{"__proto__":{"x":1},"factor":{"method":"email_link"}}' },
    ],
    [
      'an empty JSON body',
      400,
      'the request body is empty; send a JSON object',
      { headers: json, payload: '' },
    ],
    [
      'a JSON array',
      400,
      'invalid request body: the body: Invalid input: expected object, received array',
      { headers: json, payload: '[]' },
    ],
    [
      'a JSON string',
      400,
      'invalid request body: the body: Invalid input: expected object, received string',
      { headers: json, payload: '"hello"' },
    ],
    [
      'a form body',
      415,
      'the request body must be JSON, sent with Content-Type: application/json',
      { headers: { ...json, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' },
    ],
    [
      'a text body',
      415,
      'the request body must be JSON, sent with Content-Type: application/json',
      {
        headers: { ...json, 'content-type': 'text/plain' },
        payload: idBody({ type: 'email_address', value: 'a@b.co' }),
      },
    ],
    [
      'a body just over 64 KB',
      413,
      'the request body is larger than 64 KB',
      { headers: json, payload: JSON.stringify({ pad: 'x'.repeat(64 * 1024) }) },
    ],
    [
      'a 1 MB body',
      413,
      'the request body is larger than 64 KB',
      { headers: json, payload: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }) },
    ],
    [
      'a body nested 5,000 levels deep',
      400,
      'the request body nests objects and arrays deeper than 32 levels',
      { headers: json, payload: `{"handle":${'['.repeat(5000)}${']'.repeat(5000)}}` },
    ],
    [
      'an unknown factor method',
      400,
      'unknown factor method; this server knows email_link, otp_via_email, otp_via_sms, sms_link, password, totp, webauthn, oidc, saml',
      {
        headers: json,
        payload: idBody({ type: 'email_address', value: 'a@b.co' }, { method: 'carrier_pigeon' }),
      },
    ],
    [
      'a factor not implemented yet',
      400,
      'factor method direct_id is not available on this server yet; use email_link, otp_via_email, otp_via_sms, sms_link, password, totp, webauthn, oidc, saml',
      {
        headers: json,
        payload: idBody({ type: 'email_address', value: 'a@b.co' }, { method: 'direct_id' }),
      },
    ],
    [
      'a missing factor',
      400,
      'invalid request body: factor: Invalid input: expected object, received undefined',
      { headers: json, payload: JSON.stringify({ handle: { type: 'email_address', value: 'a@b.co' } }) },
    ],
    [
      'an unknown handle type',
      400,
      'invalid request body: handle.type must be one of email_address, phone_number, username',
      { headers: json, payload: idBody({ type: 'fax', value: '123' }) },
    ],
    [
      'a phone handle for e-mail link',
      400,
      'factor method email_link needs a handle of type email_address',
      { headers: json, payload: idBody({ type: 'phone_number', value: '+15551234567' }) },
    ],
    [
      'no handle for e-mail link',
      400,
      'factor method email_link needs a handle of type email_address',
      { headers: json, payload: idBody(null) },
    ],
    [
      'a malformed e-mail address',
      400,
      'malformed e-mail address: the address must contain exactly one "@"',
      { headers: json, payload: idBody({ type: 'email_address', value: 'not-an-address' }) },
    ],
    [
      'CRLF in an address (header injection)',
      400,
      'malformed e-mail address: the address contains spaces or control characters',
      { headers: json, payload: idBody({ type: 'email_address', value: 'a@b.co\r\nBcc: victim@c.co' }) },
    ],
    [
      'a missing SlashID-OrgID header',
      400,
      'the SlashID-OrgID header is required for this call',
      {
        headers: { 'content-type': 'application/json' },
        payload: idBody({ type: 'email_address', value: 'a@b.co' }),
      },
    ],
    [
      'a foreign SlashID-OrgID header',
      400,
      'the SlashID-OrgID header names an organization this server does not serve',
      {
        headers: { ...json, 'slashid-orgid': 'other' },
        payload: idBody({ type: 'email_address', value: 'a@b.co' }),
      },
    ],
  ] as const)('POST /id/v2 with %s → %i', async (_name, status, message, request) => {
    const response = await h.inject({ method: 'POST', url: '/api/id/v2', ...request });
    expect(errorOf(response)).toEqual({ status, message });
  });

  it('sends nothing for any refused request', async () => {
    await h.deliver();
    expect(h.transport.sent).toEqual([]);
  });

  describe('attestations', () => {
    const attest = (payload: unknown) =>
      h.inject({
        method: 'POST',
        url: '/api/attestation/v3',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });

    it('refuses a wrong, truncated, extended, mismatched or reused nonce alike', async () => {
      const { nonce } = await h.signInLink('ada@example.com');
      const other = await h.signInLink('bob@example.com');
      const secret = nonce.options.challenge;
      const variants = [
        `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`,
        secret.slice(0, 20),
        `${secret}x`,
        other.nonce.options.challenge,
        '',
        'x'.repeat(5000),
      ];
      for (const challenge of variants) {
        expect(
          errorOf(await attest({ challenge_id: nonce.id, challenge_type: 'nonce', data: { challenge } })),
        ).toEqual({ status: 403, message: 'authentication has expired' });
      }
      expect(
        errorOf(
          await attest({
            challenge_id: 'no-such-challenge',
            challenge_type: 'nonce',
            data: { challenge: secret },
          }),
        ),
      ).toEqual({ status: 403, message: 'authentication has expired' });
      expect((await h.attest(nonce)).statusCode).toBe(200);
      expect(errorOf(await h.attest(nonce))).toEqual({ status: 403, message: 'authentication has expired' });
    });

    it.each([
      [
        'no data',
        400,
        'invalid request body: data: Invalid input: expected record, received undefined',
        { challenge_id: 'c', challenge_type: 'nonce' },
      ],
      [
        'a non-string nonce',
        400,
        'invalid request body: data.challenge must be a string',
        { challenge_id: 'c', challenge_type: 'nonce', data: { challenge: 42 } },
      ],
      [
        'an unknown challenge type',
        400,
        'invalid request body: challenge_type is not a known challenge type',
        { challenge_id: 'c', challenge_type: 'magic', data: {} },
      ],
      [
        'a challenge type not implemented yet',
        400,
        'challenge type oidc cannot be attested on this server yet',
        { challenge_id: 'c', challenge_type: 'oidc', data: {} },
      ],
      [
        'a non-string code',
        400,
        'invalid request body: data.otp must be a string',
        { challenge_id: 'c', challenge_type: 'otp', data: { otp: 123456 } },
      ],
      [
        'a code for an unknown challenge',
        403,
        'authentication has expired',
        { challenge_id: 'c', challenge_type: 'otp', data: { otp: '123456' } },
      ],
      [
        'an over-long challenge id',
        400,
        'invalid request body: challenge_id: Too big: expected string to have <=200 characters',
        { challenge_id: 'c'.repeat(300), challenge_type: 'nonce', data: { challenge: 'x' } },
      ],
    ] as const)('answers %s with %i', async (_name, status, message, payload) => {
      expect(errorOf(await attest(payload))).toEqual({ status, message });
    });
  });

  it.each([
    ['a NUL in a poll id', '/api/challenge/%00/v2'],
    ['a NUL in a flow id', '/api/flows/%00/context'],
    ['a control character in a poll id', '/api/challenge/ab%01cd/v2'],
    ['a NUL in a challenge pack id', '/api/challenge_pack/%00'],
  ])('refuses %s with a 400 envelope', async (_, url) => {
    const response = await h.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      status: 400,
      message: 'the request contains control characters (such as NUL) where none may be',
    });
  });

  it.each([
    [
      'a NUL challenge id',
      '/api/attestation/v3',
      { challenge_id: '\u0000', challenge_type: 'nonce', data: { challenge: 'x' } },
    ],
    [
      'a NUL in a nonce',
      '/api/attestation/v3',
      { challenge_id: 'abc', challenge_type: 'nonce', data: { challenge: 'a\u0000' } },
    ],
    [
      'a NUL in a handle',
      '/api/id/v2',
      {
        handle: { type: 'email_address', value: 'a\u0000@example.com' },
        factor: { method: 'email_link', options: { method: 'email_link' } },
      },
    ],
  ])('refuses %s in a body with a 400 envelope', async (_, url, payload) => {
    const response = await h.inject({ method: 'POST', url, headers: json, payload: JSON.stringify(payload) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).status).toBe(400);
  });

  it('answers a poll id that does not exist as expired', async () => {
    expect(errorOf(await h.poll('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))).toEqual({
      status: 403,
      message: 'authentication has expired',
    });
    expect(errorOf(await h.poll('x'))).toEqual({ status: 403, message: 'authentication has expired' });
  });

  it('answers unknown endpoints and unknown challenge packs with 404 in the envelope', async () => {
    expect(errorOf(await h.inject({ method: 'GET', url: '/api/nope' }))).toEqual({
      status: 404,
      message: 'no such identity API endpoint',
    });
    expect(errorOf(await h.inject({ method: 'GET', url: '/api/challenge_pack/abc' }))).toEqual({
      status: 404,
      message: 'challenge pack not found; sign in again',
    });
  });

  it('answers validate without a token with 400, and a garbage token with valid:false', async () => {
    expect(errorOf(await h.inject({ method: 'POST', url: '/api/token/validate', payload: {} }))).toEqual({
      status: 400,
      message: 'invalid request body: token is required',
    });
    const garbage = await h.inject({
      method: 'POST',
      url: '/api/token/validate',
      payload: { token: 'a.b.c' },
    });
    expect(garbage.json()).toEqual({ result: { valid: false, invalidity_reason: 'invalid_token_content' } });
  });
});
