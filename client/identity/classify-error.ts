/**
 * Server answers as the named errors the widget picks its screens by. Only flows
 * need this, so it loads with them, not with every page's session.
 */
import { IdentityMessage, slugForApiError, type IdentityErrorSlug } from '../../core/identity/errors.ts';
import { ssoRefusalOf } from '../../core/identity/sso-refusals.ts';
import { IdentityError, ResponseError, toError, type IdentityErrorName } from './errors.ts';

const NAME_BY_SLUG: Partial<Record<IdentityErrorSlug, IdentityErrorName>> = {
  timeout: 'TimeoutError',
  rate_limit_exceeded: 'RateLimitError',
  no_password_set: 'NoPasswordSetError',
  self_registration_not_allowed: 'SelfRegistrationNotAllowedError',
  handle_pattern_not_allowed: 'HandlePatternNotAllowedError',
  sign_up_awaiting_approval: 'SignUpAwaitingApprovalError',
  sign_in_awaiting_approval: 'SignInAwaitingApprovalError',
  person_exists: 'PersonExistsError',
  invalid_email_address_format: 'InvalidEmailAddressFormatError',
  invalid_phone_number_format: 'InvalidPhoneNumberFormatError',
  unreachable_phone_number: 'UnreachablePhoneNumberError',
  passkey_bad_scope: 'BadPasskeyScopeError',
};

/** The default message of a rate-limit error without one. */
const RATE_LIMIT_MESSAGE = 'Too many requests!';

/** Turns a server answer into the named error the widget picks its screen by. */
export function classifyResponseError(error: ResponseError): IdentityError {
  const message = error.errors[0]?.message ?? '';
  const status = error.errors[0]?.httpcode ?? error.status;
  const slug = message === IdentityMessage.expired ? 'timeout' : slugForApiError(status, message);
  // A refused single sign-on says why (core/identity/sso-refusals.ts); the SDK's own names come first.
  const refusal = NAME_BY_SLUG[slug] ? undefined : ssoRefusalOf(message);
  const name = NAME_BY_SLUG[slug] ?? (refusal ? 'SsoRefusedError' : 'APIResponseError');
  const text = name === 'RateLimitError' && !message ? RATE_LIMIT_MESSAGE : message || error.message;
  return new IdentityError(
    name,
    text,
    {
      status,
      errors: error.errors,
      correlationId: error.correlationId,
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
      ...(refusal ? { reason: refusal } : {}),
    },
    { cause: error },
  );
}

/** Classifies anything thrown during a flow: server answers get their named error, the rest stays. */
export function normaliseError(value: unknown): Error {
  if (value instanceof ResponseError) return classifyResponseError(value);
  return toError(value);
}
