// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentityClient } from '../../../../client/identity/client.ts';
import {
  BASE,
  fail,
  fakeApi,
  jwt,
  ok,
  pending,
  type Route,
  type Reply,
} from '../../../helpers/fake-identity-api.ts';

const email = { type: 'email_address' as const, value: 'reader@example.com' };
const TOKEN = jwt({});
const tokenReply = ok({ token: TOKEN });

function setup(routes: Record<string, Route | Reply | Reply[]>) {
  const api = fakeApi(routes);
  const client = new IdentityClient({
    oid: 'org-1',
    baseURL: BASE,
    analyticsEnabled: false,
    fetch: api.fetch,
  });
  const events: [string, unknown][] = [];
  for (const name of [
    'idFlowStarted',
    'idFlowSucceeded',
    'idFlowFailed',
    'otpCodeSent',
    'otpIncorrectCodeSubmitted',
    'passwordSetReady',
    'passwordVerifyReady',
    'invalidPasswordSubmitted',
    'incorrectPasswordSubmitted',
    'totpKeyGenerated',
    'totpCodeRequested',
    'oauthFlowStarted',
    'uiCustomizationReceived',
    'redirectUriDiscovered',
  ] as const) {
    client.subscribe(name, (payload) => events.push([name, payload]));
  }
  return { api, client, events, names: () => events.map(([name]) => name) };
}

const challenge = (type: string, options?: unknown) => ({
  id: `ch-${type}`,
  type,
  authentication_method: 'email_link',
  options,
});

describe('id flow: e-mail link (proxy polling)', () => {
  // The client loads its flows on first use; loading them takes real time, which fake timers would outrun.
  beforeAll(() => import('../../../../client/identity/flow.ts'));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every second while the answer is 202 and resolves with the token', async () => {
    const { api, client, names } = setup({
      'POST /id': ok([challenge('proxy', { challenge_id: 'poll-1' })]),
      'GET /challenge/poll-1/v2': [pending, pending, { status: 200, body: {} }, ok(TOKEN)],
    });
    const user = client.id('org-1', email, { method: 'email_link' });
    await vi.advanceTimersByTimeAsync(999);
    expect(api.calls('GET /challenge/poll-1/v2')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls('GET /challenge/poll-1/v2')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect((await user).token).toBe(TOKEN);
    expect(api.calls('GET /challenge/poll-1/v2')).toHaveLength(4);
    expect(api.calls('POST /id')[0]?.body).toEqual({
      handle: email,
      factor: { method: 'email_link', options: { method: 'email_link' } },
    });
    expect(names()).toEqual(['idFlowStarted', 'idFlowSucceeded']);
  });

  it('fails with TimeoutError and the timeout slug on 403 "authentication has expired"', async () => {
    const { client, events } = setup({
      'POST /id': ok([challenge('proxy', { challenge_id: 'p' })]),
      'GET /challenge/p/v2': fail(403, 'authentication has expired'),
    });
    const outcome = client.id('org-1', email, { method: 'email_link' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ name: 'TimeoutError' });
    expect(events.at(-1)).toEqual([
      'idFlowFailed',
      expect.objectContaining({ errorText: 'timeout', challengeId: 'ch-proxy' }),
    ]);
  });

  it('stops polling with FlowCancelledError after flowCancelled', async () => {
    const { api, client } = setup({
      'POST /id': ok([challenge('proxy', { challenge_id: 'p' })]),
      'GET /challenge/p/v2': pending,
    });
    const outcome = client.id('org-1', email, { method: 'email_link' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    client.publish('flowCancelled');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ name: 'FlowCancelledError' });
    expect(api.calls('GET /challenge/p/v2')).toHaveLength(2);
  });
});

describe('id flow: challenges', () => {
  it('attests a nonce and announces a Location header', async () => {
    const { api, client, events } = setup({
      'POST /id': ok([challenge('nonce', { challenge: 'n-1' })]),
      'POST /attestation/v3': {
        status: 200,
        body: { result: { token: TOKEN } },
        headers: { Location: '/docs/overview' },
      },
    });
    await client.id('org-1', email, { method: 'email_link' });
    expect(api.calls('POST /attestation/v3')[0]?.body).toEqual({
      challenge_id: 'ch-nonce',
      challenge_type: 'nonce',
      data: { challenge: 'n-1' },
    });
    expect(events).toContainEqual(['redirectUriDiscovered', { redirectUri: '/docs/overview' }]);
  });

  it('re-prompts a wrong OTP (401) on the same challenge, then succeeds', async () => {
    const { api, client, names } = setup({
      'POST /id': ok([{ ...challenge('otp'), authentication_method: 'otp_via_email' }]),
      'POST /attestation/v3': [fail(401, 'wrong code'), tokenReply],
    });
    client.subscribe('otpCodeSent', () => queueMicrotask(() => client.publish('otpCodeSubmitted', '123456')));
    await client.id('org-1', email, { method: 'otp_via_email' });
    expect(api.calls('POST /attestation/v3').map((r) => r.body)).toEqual([
      { challenge_id: 'ch-otp', challenge_type: 'otp', data: { otp: '123456' } },
      { challenge_id: 'ch-otp', challenge_type: 'otp', data: { otp: '123456' } },
    ]);
    expect(names()).toEqual([
      'idFlowStarted',
      'otpCodeSent',
      'otpIncorrectCodeSubmitted',
      'otpCodeSent',
      'idFlowSucceeded',
    ]);
  });

  it('rejects an empty OTP, TOTP or password', async () => {
    const cases: [string, string, 'otpCodeSubmitted' | 'passwordSubmitted', string][] = [
      ['otp', 'otpCodeSent', 'otpCodeSubmitted', 'no OTP code provided'],
      ['totp_verify', 'totpCodeRequested', 'otpCodeSubmitted', 'no TOTP code provided'],
      ['password_verify', 'passwordVerifyReady', 'passwordSubmitted', 'No password provided'],
    ];
    for (const [type, ready, publish, message] of cases) {
      const { client } = setup({ 'POST /id': ok([challenge(type)]) });
      client.subscribe(ready as never, () => queueMicrotask(() => client.publish(publish, '')));
      await expect(client.id('org-1', email, { method: 'password' })).rejects.toThrow(message);
    }
  });

  it('checks password rules locally before sending, then re-prompts on 400', async () => {
    const rules = {
      validation_rules: {
        regular_expressions: [
          { name: 'length', pattern: '^.{8,256}$', match_type: 'must_match' },
          {
            name: 'password_variants',
            pattern: 'password',
            match_type: 'must_not_match',
            pattern_qualifiers: ['case_insensitive'],
          },
        ],
      },
    };
    const { api, client, events } = setup({
      'POST /id': ok([challenge('password_set', rules)]),
      'POST /attestation/v3': [fail(400, 'server says no'), tokenReply],
    });
    const answers = ['short', 'MyPassword1', 'good-secret-1', 'good-secret-2'];
    client.subscribe('passwordSetReady', () =>
      queueMicrotask(() => client.publish('passwordSubmitted', answers.shift())),
    );
    await client.id('org-1', email, { method: 'password' });
    const invalid = events
      .filter(([name]) => name === 'invalidPasswordSubmitted')
      .map(([, payload]) => payload);
    expect(invalid).toEqual([
      expect.objectContaining({
        failedRules: [expect.objectContaining({ name: 'length', matchType: 'must_match' })],
      }),
      expect.objectContaining({ failureDetail: 'invalid_password: password_variants' }),
      expect.objectContaining({ failedRules: [], failureDetail: 'server says no' }),
    ]);
    expect(api.calls('POST /attestation/v3').map((r) => (r.body as { data: unknown }).data)).toEqual([
      { password: 'good-secret-1' },
      { password: 'good-secret-2' },
    ]);
  });

  it('re-prompts a wrong password (401) on verify', async () => {
    const { client, names } = setup({
      'POST /id': ok([challenge('password_verify')]),
      'POST /attestation/v3': [fail(401, 'no'), tokenReply],
    });
    client.subscribe('passwordVerifyReady', () =>
      queueMicrotask(() => client.publish('passwordSubmitted', 'secret-123')),
    );
    await client.id('org-1', email, { method: 'password' });
    expect(names()).toEqual([
      'idFlowStarted',
      'passwordVerifyReady',
      'incorrectPasswordSubmitted',
      'passwordVerifyReady',
      'idFlowSucceeded',
    ]);
  });

  it('announces a TOTP key, then attests the code', async () => {
    const { client, events } = setup({
      'POST /id': ok([
        challenge('totp_register', {
          key_uri: 'otpauth://totp/x',
          qr_code_data_b64: 'iVBOR',
          recovery_codes: ['a', 'b'],
        }),
      ]),
      'POST /attestation/v3': tokenReply,
    });
    client.subscribe('totpKeyGenerated', () =>
      queueMicrotask(() => client.publish('otpCodeSubmitted', '654321')),
    );
    await client.id('org-1', email, { method: 'totp' });
    expect(events).toContainEqual([
      'totpKeyGenerated',
      { uri: 'otpauth://totp/x', qrCode: 'iVBOR', recoveryCodes: ['a', 'b'] },
    ]);
  });

  it('lets ui_customization and oidc yield "" and takes the token from the following proxy (1 s poll)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      assign,
      hostname: 'localhost',
      href: 'http://localhost/',
    });
    const { client, events, api } = setup({
      'POST /id': ok([
        challenge('ui_customization', { a: 1 }),
        challenge('oidc', { auth_code_url: 'https://idp.test/auth' }),
        challenge('proxy', { challenge_id: 'p' }),
      ]),
      'GET /challenge/p/v2': ok(TOKEN),
    });
    const user = client.id('org-1', null, {
      method: 'oidc',
      options: {
        client_id: 'c',
        provider: 'google',
        ux_mode: 'redirect',
        redirect_target: 'https://docs.test/',
      },
    });
    expect((await user).token).toBe(TOKEN);
    expect(api.calls('GET /challenge/p/v2')).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('https://idp.test/auth');
    expect(events.map(([name]) => name)).toEqual([
      'idFlowStarted',
      'uiCustomizationReceived',
      'oauthFlowStarted',
      'idFlowSucceeded',
    ]);
    vi.unstubAllGlobals();
  });

  it('fails when the challenges end without a token, or there are none', async () => {
    const a = setup({ 'POST /id': ok([challenge('ui_customization')]) });
    await expect(a.client.id('org-1', email, { method: 'email_link' })).rejects.toThrow(
      'no user token in attestation response',
    );
    const b = setup({ 'POST /id': ok([]) });
    await expect(b.client.id('org-1', email, { method: 'email_link' })).rejects.toThrow(
      'no challenges in ID response',
    );
  });
});

describe('handle and factor checks', () => {
  it.each([
    [{ method: 'email_link' }, { type: 'phone_number', value: '+1555' }, /requires an email_address handle/],
    [{ method: 'otp_via_sms' }, email, /requires a phone_number handle/],
    [
      { method: 'oidc', options: { client_id: 'c', provider: 'google' } },
      email,
      /must not be used with a handle/,
    ],
    [
      { method: 'oidc', options: { ux_mode: 'redirect', redirect_target: 'ftp://x' } },
      null,
      /redirect_target that is an http or https URL/,
    ],
    [{ method: 'oidc', options: { ux_mode: 'tab' } }, null, /Unsupported OAuth ux_mode/],
    [{ method: 'webauthn' }, email, /WebAuthn API/],
  ])('refuses %j with %j before any request', async (factor, handle, message) => {
    const { api, client, events } = setup({});
    await expect(client.id('org-1', handle as never, factor as never)).rejects.toThrow(message);
    expect(api.requests).toHaveLength(0);
    expect(events.at(-1)?.[1]).toMatchObject({ errorText: 'client_side_error' });
  });
});

describe('factor serialisation', () => {
  it('copies the method into options, fills the passkey defaults and drops callbacks', async () => {
    const { serialiseFactor } = await import('../../../../client/identity/factor-checks.ts');
    expect(serialiseFactor({ method: 'email_link' })).toEqual({
      method: 'email_link',
      options: { method: 'email_link' },
    });
    expect(serialiseFactor({ method: 'webauthn', options: { getOTP: () => '1' } })).toEqual({
      method: 'webauthn',
      options: {
        method: 'webauthn',
        scope: location.hostname,
        available_credential_ids: [],
        attachment: 'any',
        user_verification: 'preferred',
        resident_key: 'preferred',
        attestation: 'none',
      },
    });
  });
});
