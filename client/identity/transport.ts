/**
 * One HTTP call to the identity API: JSON bodies, the bearer token, the SDK version and
 * organisation headers where asked, automatic retries of network failures, and the response envelope.
 */
import type { ApiErrorItem } from '../../core/identity/envelope.ts';
import { HEADER, MAX_RETRIES, RETRY_BASE_MS, SDK_VERSION } from './constants.ts';
import { retryAfterSeconds } from '../../core/errors/retry-after.ts';
import { ResponseError } from './errors.ts';

interface CallSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | string[] | undefined>;
  body?: unknown;
  /** Adds `SlashID-OrgID`. */
  orgId?: string;
  /** Adds `Authorization: Bearer`. */
  token?: string;
  /** `SlashID-SdkVersion`; on unless the protocol says the call goes without it. */
  sdkVersion?: boolean;
  /** Retry network failures (the id flow and challenge calls; not user methods or analytics). */
  retry?: boolean;
}

export interface RawResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface Transport {
  send(spec: CallSpec): Promise<RawResponse>;
  call<T>(spec: CallSpec): Promise<T>;
}

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

function buildUrl(baseURL: string, spec: CallSpec): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(spec.query ?? {})) {
    if (value === undefined) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : value);
  }
  const query = params.toString();
  return `${baseURL}${spec.path}${query ? `?${query}` : ''}`;
}

function buildHeaders(spec: CallSpec, retry: number, language: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (language) headers['Accept-Language'] = language;
  if (spec.body !== undefined) headers['Content-Type'] = 'application/json';
  if (spec.sdkVersion !== false) headers[HEADER.sdkVersion] = SDK_VERSION;
  if (spec.orgId) headers[HEADER.orgId] = spec.orgId;
  if (spec.token) headers.Authorization = `Bearer ${spec.token}`;
  if (retry > 0) headers[HEADER.retryCount] = String(retry);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorsOf(body: unknown, status: number): ApiErrorItem[] {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(errors) && errors.length > 0) return errors as ApiErrorItem[];
  return [{ httpcode: status, message: typeof body === 'string' ? body : '' }];
}

/** A network failure: fetch threw before any response (a `TypeError`), never an HTTP status. */
const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/**
 * `language`: the page's language, sent as `Accept-Language` on every call so the messages the service sends
 * (sign-in e-mails) are in it; a header pages may set without a CORS preflight. Without it, the browser's own.
 */
export function createTransport(baseURL: string, fetchImpl: typeof fetch, language?: string): Transport {
  async function send(spec: CallSpec): Promise<RawResponse> {
    const url = buildUrl(baseURL, spec);
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: spec.method,
          headers: buildHeaders(spec, attempt, language),
          body,
        });
      } catch (error) {
        if (!spec.retry || !isNetworkFailure(error) || attempt >= MAX_RETRIES) throw error;
        await sleep(RETRY_BASE_MS * 2 ** attempt);
        continue;
      }
      const parsed = await readBody(response);
      if (!response.ok) {
        throw new ResponseError(
          response.status,
          errorsOf(parsed, response.status),
          response.headers.get(HEADER.correlationId) ?? undefined,
          retryAfterSeconds(response.headers.get('Retry-After'), Date.now()),
        );
      }
      return { status: response.status, body: parsed, headers: response.headers };
    }
  }

  /** Any 2xx whose body has a truthy `errors` is an error too (the SDK tests `if (response.errors)`). */
  async function call<T>(spec: CallSpec): Promise<T> {
    const response = await send(spec);
    return unwrap<T>(response);
  }

  return { send, call };
}

export function unwrap<T>(response: RawResponse): T {
  const body = response.body as { errors?: unknown; result?: unknown } | undefined;
  if (body && body.errors) throw new ResponseError(response.status, errorsOf(body, response.status));
  return body?.result as T;
}
