// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IdentityClient } from '../../../../client/identity/client.ts';
import type { EventName, PublishName } from '../../../../client/identity/events.ts';
import type { IdentityErrorSlug } from '../../../../core/identity/errors.ts';
import type { Handle } from '../../../../core/identity/handles.ts';
import { BASE, fail, fakeApi, jwt, ok, type Reply, type Route } from '../../../helpers/fake-identity-api.ts';

const email: Handle = { type: 'email_address', value: 'reader@example.com' };
const phone: Handle = { type: 'phone_number', value: '+15550100' };
const TOKEN = jwt({});
const tokenReply = ok({ token: TOKEN });
const PASSKEY_SCOPE_MESSAGE =
  "selected scope 'a.test' is not equal to or a registrable domain suffix of origin 'https://b.test'";

type Setup = ReturnType<typeof setup>;

/** A client with analytics on; it records the analytics events and the failed flows' slugs. */
function setup(routes: Record<string, Route | Reply | Reply[]>) {
  const api = fakeApi({ 'POST /actions/sdk': ok({}), ...routes });
  const client = new IdentityClient({ oid: 'org-1', baseURL: BASE, fetch: api.fetch });
  const errorTexts: string[] = [];
  for (const name of ['idFlowFailed', 'recoveryFlowFailed'] as const)
    client.subscribe(name, (payload) => errorTexts.push((payload as { errorText: string }).errorText));
  const analytics = () =>
    api
      .calls('POST /actions/sdk')
      .map((request) => (request.body as { event_data: Record<string, unknown> }).event_data);
  const reported = () => [...errorTexts, ...analytics().map((event) => event.failure_reason)];
  return { api, client, errorTexts, analytics, reported };
}

/** Publishes the next of `answers` whenever one of `asks` is emitted, as the widget does when the reader types. */
function answer(client: IdentityClient, asks: EventName[], publish: PublishName, answers: string[]): void {
  for (const ask of asks)
    client.subscribe(ask, () => queueMicrotask(() => client.publish(publish, answers.shift())));
}

const challenge = (type: string, method: string, options?: unknown) => ({
  id: `ch-${type}`,
  type,
  authentication_method: method,
  options,
});

beforeAll(() => import('../../../../client/identity/flow.ts'));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function wrongCode(method: 'otp_via_email' | 'otp_via_sms', handle: Handle): Promise<Setup> {
  const s = setup({
    'POST /id': ok([challenge('otp', method)]),
    'POST /attestation/v3': [fail(401, 'wrong code'), tokenReply],
  });
  answer(s.client, ['otpCodeSent'], 'otpCodeSubmitted', ['111111', '222222']);
  await s.client.id('org-1', handle, { method });
  return s;
}

async function wrongTotpCode(): Promise<Setup> {
  const s = setup({
    'POST /id': ok([challenge('totp_verify', 'totp')]),
    'POST /attestation/v3': [fail(401, 'wrong code'), tokenReply],
  });
  answer(s.client, ['totpCodeRequested', 'otpIncorrectCodeSubmitted'], 'otpCodeSubmitted', [
    '111111',
    '222222',
  ]);
  await s.client.id('org-1', email, { method: 'totp' });
  return s;
}

async function passwordAgainstRules(): Promise<Setup> {
  const rules = {
    validation_rules: {
      regular_expressions: [{ name: 'length', pattern: '^.{8,256}$', match_type: 'must_match' }],
    },
  };
  const s = setup({
    'POST /id': ok([challenge('password_set', 'password', rules)]),
    'POST /attestation/v3': tokenReply,
  });
  answer(s.client, ['passwordSetReady'], 'passwordSubmitted', ['short', 'long-enough-1']);
  await s.client.id('org-1', email, { method: 'password' });
  return s;
}

async function wrongPassword(): Promise<Setup> {
  const s = setup({
    'POST /id': ok([challenge('password_verify', 'password')]),
    'POST /attestation/v3': [fail(401, 'incorrect password'), tokenReply],
  });
  answer(s.client, ['passwordVerifyReady'], 'passwordSubmitted', ['wrong-secret', 'right-secret']);
  await s.client.id('org-1', email, { method: 'password' });
  return s;
}

/** A sign-in with e-mail link whose `POST /id` gets `reply`. */
async function idAnswered(reply: Reply): Promise<Setup> {
  const s = setup({ 'POST /id': reply });
  await s.client.id('org-1', email, { method: 'email_link' }).catch(() => undefined);
  return s;
}

async function failedRecovery(): Promise<Setup> {
  const s = setup({ 'POST /recover': fail(500, 'boom') });
  await s.client.recover({ handle: email, factor: { method: 'password' } }).catch(() => undefined);
  return s;
}

async function cancelledPasskeyPrompt(): Promise<Setup> {
  // A focused page in a browser with the WebAuthn API whose prompt fails (jsdom has no `navigator.credentials`,
  // and its page never has focus).
  vi.stubGlobal('PublicKeyCredential', class {});
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  const s = setup({
    'POST /id': ok([
      challenge('webauthn_get', 'webauthn', { challenge: 'Y2hhbGxlbmdl', allowCredentials: [] }),
    ]),
  });
  await s.client.id('org-1', email, { method: 'webauthn' }).catch(() => undefined);
  return s;
}

async function blockedPopup(): Promise<Setup> {
  vi.spyOn(window, 'open').mockReturnValue(null);
  const s = setup({});
  await s.client
    .id('org-1', null, { method: 'oidc', options: { client_id: 'c', provider: 'google' } })
    .catch(() => undefined);
  return s;
}

async function handleOfTheWrongType(): Promise<Setup> {
  const s = setup({});
  await s.client.id('org-1', phone, { method: 'email_link' }).catch(() => undefined);
  return s;
}

/** The slugs of the error catalogue, each with a situation that must report it. */
const CATALOGUE: [IdentityErrorSlug, () => Promise<Setup>][] = [
  ['incorrect_otp_code_via_email', () => wrongCode('otp_via_email', email)],
  ['incorrect_otp_code_via_sms', () => wrongCode('otp_via_sms', phone)],
  ['incorrect_otp_code', wrongTotpCode],
  ['invalid_password', passwordAgainstRules],
  ['incorrect_password', wrongPassword],
  ['recovery_failed', failedRecovery],
  ['passkey_bad_scope', () => idAnswered(fail(400, PASSKEY_SCOPE_MESSAGE))],
  ['passkey_prompt_failed', cancelledPasskeyPrompt],
  ['oidc_popup_blocked', blockedPopup],
  ['rate_limit_exceeded', () => idAnswered(fail(429, 'slow down'))],
  ['timeout', () => idAnswered(fail(403, 'authentication has expired'))],
  ['client_side_error', handleOfTheWrongType],
  ['unspecified', () => idAnswered(fail(500, 'boom'))],
];

describe('the error catalogue: every slug is reported in its situation', () => {
  it.each(CATALOGUE)('%s', async (slug, situation) => {
    const { reported } = await situation();
    expect(reported()).toContain(slug);
  });
});

describe('a wrong answer the challenge asks again for: AuthenticationFailed_v1, and the flow goes on', () => {
  it.each([
    ['incorrect_otp_code_via_email', 'otp_via_email', 'ch-otp', () => wrongCode('otp_via_email', email)],
    ['incorrect_otp_code_via_sms', 'otp_via_sms', 'ch-otp', () => wrongCode('otp_via_sms', phone)],
    ['incorrect_otp_code', 'totp', 'ch-totp_verify', wrongTotpCode],
    ['incorrect_password', 'password', 'ch-password_verify', wrongPassword],
    ['invalid_password', 'password', 'ch-password_set', passwordAgainstRules],
  ] as const)('%s', async (slug, method, challengeId, situation) => {
    const { analytics, errorTexts } = await situation();
    const failed = analytics().filter((event) => event.event_name === 'AuthenticationFailed_v1');
    expect(failed).toEqual([
      expect.objectContaining({
        failed_authn_method: method,
        failure_reason: slug,
        challenge_id: challengeId,
        failure_detail: expect.any(String),
      }),
    ]);
    expect(errorTexts).toEqual([]);
    expect(analytics().map((event) => event.event_name)).toContain('AuthenticationSucceeded_v1');
  });
});

describe('sign-in analytics', () => {
  it('sends AuthenticationSucceeded_v1 with the method and the handle', async () => {
    const { client, analytics } = setup({
      'POST /id': ok([challenge('nonce', 'email_link', { challenge: 'n-1' })]),
      'POST /attestation/v3': tokenReply,
    });
    await client.id('org-1', email, { method: 'email_link' });
    expect(analytics()).toContainEqual({
      event_name: 'AuthenticationSucceeded_v1',
      success_authn_method: 'email_link',
      handle: email,
    });
  });

  it('sends AuthenticationFailed_v1 with the method, the slug and the challenge when a flow fails', async () => {
    const { client, analytics } = setup({
      'POST /id': ok([challenge('nonce', 'email_link', { challenge: 'n-1' })]),
      'POST /attestation/v3': fail(429, 'slow down'),
    });
    await expect(client.id('org-1', email, { method: 'email_link' })).rejects.toThrow('slow down');
    expect(analytics()).toContainEqual({
      event_name: 'AuthenticationFailed_v1',
      failed_authn_method: 'email_link',
      failure_reason: 'rate_limit_exceeded',
      challenge_id: 'ch-nonce',
    });
    expect(analytics().map((event) => event.event_name)).not.toContain('AuthenticationSucceeded_v1');
  });
});
