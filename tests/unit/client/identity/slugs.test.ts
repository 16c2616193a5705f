import { describe, expect, it } from 'vitest';
import { classifyResponseError, normaliseError } from '../../../../client/identity/classify-error.ts';
import { IdentityError, ResponseError, toError } from '../../../../client/identity/errors.ts';
import { slugFor } from '../../../../client/identity/slugs.ts';

const response = (status: number, message: string) =>
  new ResponseError(status, [{ httpcode: status, message }]);

describe('error slugs', () => {
  it.each([
    [429, 'slow down', 'rate_limit_exceeded'],
    [401, 'authentication has expired', 'timeout'],
    [403, 'authentication has expired', 'timeout'],
    [
      400,
      "selected scope 'a.test' is not equal to or a registrable domain suffix of origin 'https://b.test'",
      'passkey_bad_scope',
    ],
    [500, 'internal', 'unspecified'],
    [404, 'not found', 'unspecified'],
    [403, 'no password set', 'no_password_set'],
    [400, 'malformed e-mail address: x', 'invalid_email_address_format'],
  ] as const)('%i %s → %s', (status, message, slug) => {
    expect(slugFor(response(status, message))).toBe(slug);
    expect(slugFor(classifyResponseError(response(status, message)))).toBe(slug);
  });

  it('maps WebAuthn cancellations, popup blocking and client errors', () => {
    const domError = (name: string) => Object.assign(new Error('x'), { name });
    expect(slugFor(domError('NotAllowedError'))).toBe('passkey_prompt_failed');
    expect(slugFor(domError('AbortError'))).toBe('passkey_prompt_failed');
    expect(slugFor(new IdentityError('PasskeyPromptError', 'cancelled'))).toBe('passkey_prompt_failed');
    expect(slugFor(new Error('SlashId: Popup blocked, please consider redirect instead'))).toBe(
      'oidc_popup_blocked',
    );
    expect(slugFor(new Error('no user token in attestation response'))).toBe('client_side_error');
    expect(slugFor(new IdentityError('FlowCancelledError', 'x'))).toBe('flow_cancelled');
  });

  it('names the errors the widget chooses screens by', () => {
    expect(classifyResponseError(response(429, '')).name).toBe('RateLimitError');
    expect(classifyResponseError(response(429, '')).message).toBe('Too many requests!');
    expect(classifyResponseError(response(403, 'authentication has expired')).name).toBe('TimeoutError');
    expect(
      classifyResponseError(response(403, 'self-registration not allowed for this organization')).name,
    ).toBe('SelfRegistrationNotAllowedError');
    expect(classifyResponseError(response(500, 'x')).name).toBe('APIResponseError');
    expect(classifyResponseError(response(500, 'x')).context.errors).toEqual([
      { httpcode: 500, message: 'x' },
    ]);
  });

  it('wraps a thrown non-error value into an error', () => {
    expect(toError('text')).toEqual(new Error('text'));
    expect(toError({ a: 1 }).message).toBe('{"a":1}');
    expect(normaliseError(42)).toBeInstanceOf(Error);
  });
});
