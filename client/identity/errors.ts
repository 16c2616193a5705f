/**
 * Errors of the identity SDK (spec.md §8, protocol.md §6). A non-2xx answer (or a 2xx carrying `errors`)
 * becomes a `ResponseError` with the server's list; the flow then classifies it into an `IdentityError`
 * whose `name` says what happened and whose `slug` is what events and analytics report.
 */
import type { ApiErrorItem } from '../../core/identity/envelope.ts';
import { IdentityMessage, slugForApiError, type IdentityErrorSlug } from '../../core/identity/errors.ts';

export class ResponseError extends Error {
  override readonly name = 'ResponseError';
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
    readonly correlationId?: string,
  ) {
    super(errors[0]?.message ?? `The identity API answered with status ${status}.`);
  }
}

export type IdentityErrorName =
  | 'TimeoutError'
  | 'RateLimitError'
  | 'NoPasswordSetError'
  | 'SelfRegistrationNotAllowedError'
  | 'HandlePatternNotAllowedError'
  | 'SignUpAwaitingApprovalError'
  | 'SignInAwaitingApprovalError'
  | 'PersonExistsError'
  | 'InvalidEmailAddressFormatError'
  | 'InvalidPhoneNumberFormatError'
  | 'UnreachablePhoneNumberError'
  | 'BadPasskeyScopeError'
  | 'APIResponseError'
  | 'FlowCancelledError'
  | 'InvalidAuthenticationMethodError'
  | 'InvalidActionError'
  | 'InvalidConfigurationError'
  | 'InvalidURLParamsError'
  | 'PasskeyPromptError'
  | 'RecoverNonReachableHandleTypeError'
  | 'UnexpectedError';

export class IdentityError extends Error {
  constructor(
    override readonly name: IdentityErrorName,
    message: string,
    readonly context: Record<string, unknown> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

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

/** The default message of a rate-limit error without one (spec.md §8). */
export const RATE_LIMIT_MESSAGE = 'Too many requests!';

/** Turns a server answer into the named error the widget picks its screen by. */
export function classifyResponseError(error: ResponseError): IdentityError {
  const message = error.errors[0]?.message ?? '';
  const status = error.errors[0]?.httpcode ?? error.status;
  const slug = message === IdentityMessage.expired ? 'timeout' : slugForApiError(status, message);
  const name = NAME_BY_SLUG[slug] ?? 'APIResponseError';
  const text = name === 'RateLimitError' && !message ? RATE_LIMIT_MESSAGE : message || error.message;
  return new IdentityError(
    name,
    text,
    { status, errors: error.errors, correlationId: error.correlationId },
    { cause: error },
  );
}

/** A thrown value that is not an `Error` becomes one (spec.md §8). */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (typeof value === 'string') return new Error(value);
  try {
    return new Error(JSON.stringify(value));
  } catch {
    return new Error(String(value));
  }
}

/** Classifies anything thrown during a flow: server answers get their named error, the rest stays. */
export function normaliseError(value: unknown): Error {
  if (value instanceof ResponseError) return classifyResponseError(value);
  return toError(value);
}

export function isFlowCancelled(error: unknown): boolean {
  return error instanceof IdentityError && error.name === 'FlowCancelledError';
}

export const flowCancelled = (): IdentityError =>
  new IdentityError('FlowCancelledError', 'The flow was cancelled.');
