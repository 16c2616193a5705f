import { describe, expect, it } from 'vitest';
import { IdentityMessage, slugForApiError } from '../../../../core/identity/errors.ts';
import {
  errorEnvelope,
  isErrorEnvelope,
  isPendingPollBody,
  successEnvelope,
} from '../../../../core/identity/envelope.ts';

describe('slugForApiError follows the SDK error table', () => {
  it.each([
    [403, IdentityMessage.expired, 'timeout'],
    [401, IdentityMessage.expired, 'timeout'],
    [429, 'slow down', 'rate_limit_exceeded'],
    [403, 'no password set', 'no_password_set'],
    [403, 'self-registration not allowed for this organization', 'self_registration_not_allowed'],
    [403, 'person cannot be registered', 'handle_pattern_not_allowed'],
    [403, 'person is not active', 'sign_up_awaiting_approval'],
    [403, 'Person pid:1 is inactive', 'sign_in_awaiting_approval'],
    [409, 'person exists', 'person_exists'],
    [400, 'malformed e-mail address: the domain needs at least one dot', 'invalid_email_address_format'],
    [400, 'malformed phone number', 'invalid_phone_number_format'],
    [400, 'unreachable phone number', 'unreachable_phone_number'],
    [
      400,
      "selected scope 'a.test' is not equal to or a registrable domain suffix of origin 'https://b.test'",
      'passkey_bad_scope',
    ],
    [400, 'unknown factor method', 'api_response_error'],
    [404, IdentityMessage.expired, 'api_response_error'],
  ] as const)('%i %s → %s', (status, message, slug) => {
    expect(slugForApiError(status, message)).toBe(slug);
  });
});

describe('the envelope', () => {
  it('has no errors key on success, since the SDK treats [] as a failure', () => {
    expect(successEnvelope('x')).toEqual({ result: 'x' });
    expect('errors' in successEnvelope('x')).toBe(false);
    expect(isErrorEnvelope(successEnvelope('x'))).toBe(false);
  });

  it('repeats the status as httpcode', () => {
    expect(errorEnvelope(403, IdentityMessage.expired)).toEqual({
      errors: [{ httpcode: 403, message: 'authentication has expired' }],
    });
  });

  it('recognises a pending poll body and a finished one', () => {
    expect(isPendingPollBody(errorEnvelope(202, IdentityMessage.pending))).toBe(true);
    expect(isPendingPollBody({})).toBe(true);
    expect(isPendingPollBody(successEnvelope('a.b.c'))).toBe(false);
    expect(isPendingPollBody(errorEnvelope(403, IdentityMessage.expired))).toBe(false);
  });
});
