/**
 * The response envelope of the identity API.
 *
 * Success is `{result}` with no `errors` key: the SDK tests `if (response.errors)`, so even an empty array
 * would turn a success into a failure. Errors are a non-2xx status with `{errors:[{httpcode, message}]}`,
 * where `httpcode` repeats the status and the first `message` is what the SDK matches on (`docs/identity-api.md`, "Errors and slugs").
 */

export interface ApiErrorItem {
  httpcode: number;
  message: string;
}

interface Pagination {
  limit: number;
  offset: number;
  total_count: number;
}

export interface SuccessEnvelope<T> {
  result: T;
  meta?: { pagination?: Pagination };
}

export interface ErrorEnvelope {
  errors: ApiErrorItem[];
}

/** The body of a still-pending proxy poll: a 202 carrying exactly one error with `httpcode` 202. */
export const PENDING_HTTPCODE = 202;

export function successEnvelope<T>(result: T): SuccessEnvelope<T> {
  return { result };
}

export function errorEnvelope(httpcode: number, message: string): ErrorEnvelope {
  return { errors: [{ httpcode, message }] };
}

/** True when a parsed body is an error envelope in the SDK's sense (a truthy `errors`). */
export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  return typeof body === 'object' && body !== null && Boolean((body as { errors?: unknown }).errors);
}

/** True when a 2xx poll body means "keep polling": one error with httpcode 202, or neither result nor errors. */
export function isPendingPollBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  const { errors, result } = body as { errors?: ApiErrorItem[] | null; result?: unknown };
  if (errors) return errors.length === 1 && errors[0]?.httpcode === PENDING_HTTPCODE;
  return result === undefined || result === null;
}
