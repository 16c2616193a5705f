/**
 * Errors of the identity SDK. A non-2xx answer (or a 2xx carrying `errors`)
 * becomes a `ResponseError` with the server's list; the flow then classifies it (classify-error.ts) into an
 * `IdentityError` whose `name` says what happened and whose `slug` is what events and analytics report.
 */
import type { ApiErrorItem } from '../../core/identity/envelope.ts';
import type { SsoRefusal } from '../../core/identity/sso-refusals.ts';

export class ResponseError extends Error {
  override readonly name = 'ResponseError';
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
    readonly correlationId?: string,
    /** From a `429`'s `Retry-After`: how long until the server would answer otherwise. */
    readonly retryAfterSeconds?: number,
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
  | 'UnexpectedError'
  /** docgen's own: a single sign-on refused; `context.reason` is the `SsoRefusal` saying why. */
  | 'SsoRefusedError';

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

/** A thrown value that is not an `Error` becomes one. */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (typeof value === 'string') return new Error(value);
  try {
    return new Error(JSON.stringify(value));
  } catch {
    return new Error(String(value));
  }
}

export function isFlowCancelled(error: unknown): boolean {
  return error instanceof IdentityError && error.name === 'FlowCancelledError';
}

export const flowCancelled = (): IdentityError =>
  new IdentityError('FlowCancelledError', 'The flow was cancelled.');

/** A refused single sign-on, for the widget's screen of that reason (from the server's answer or the URL). */
export function ssoRefused(reason: SsoRefusal, message: string = reason): IdentityError {
  return new IdentityError('SsoRefusedError', message, { reason });
}
