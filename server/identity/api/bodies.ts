/**
 * Shapes of the JSON bodies the API accepts. A body that does not fit gets a 400 naming the field, never
 * the value. Unknown fields are ignored, as the SDK's generated clients ignore ours.
 */
import { z } from 'zod';
import {
  CHALLENGE_TYPES,
  FACTOR_METHODS,
  isUnsupportedSsoEntry,
  HANDLE_TYPES,
  type ChallengeType,
  type Factor,
  type Handle,
} from '../../../core/identity/index.ts';
import { Failures } from '../errors.ts';
import { AVAILABLE_METHODS } from '../factors/registry.ts';
import type { StartMetadata } from '../factors/types.ts';

// eslint-disable-next-line no-control-regex -- ids and handles hold no control characters
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const MAX_ID = 200;
const MAX_HANDLE_VALUE = 1024;

const idBody = z.object({
  handle: z.object({ type: z.string(), value: z.string().max(MAX_HANDLE_VALUE) }).nullish(),
  factor: z.object({ method: z.string(), options: z.record(z.string(), z.unknown()).nullish() }),
  // Fresh per call (SDK 3.27+); only single sign-on reads them.
  metadata: z
    .object({
      csrf_token: z.string().max(MAX_ID).optional(),
      pkce_code_challenge: z.string().max(MAX_ID).optional(),
    })
    .nullish(),
});

const attestationBody = z.object({
  challenge_id: z.string().min(1).max(MAX_ID).regex(NO_CONTROL, 'control characters'),
  challenge_type: z.string(),
  data: z.record(z.string(), z.unknown()),
});

const ssoResolveBody = z.object({
  challenge_id: z.string().min(1).max(MAX_ID).regex(NO_CONTROL, 'control characters'),
  code: z.string().min(1).max(MAX_ID),
  pkce_code_verifier: z.string().min(1).max(MAX_ID),
});

export type SsoResolveBody = z.infer<typeof ssoResolveBody>;

// A token is as long as its reader's groups make it; the body limit bounds it.
const tokenBody = z.object({ token: z.string().optional() }).nullish();

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === undefined) throw Failures.emptyBody();
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'the body';
  throw Failures.invalidBody(`${where}: ${issue?.message ?? 'does not have the expected shape'}`);
}

export function parseIdBody(body: unknown): {
  handle: Handle | null;
  factor: Factor;
  metadata: StartMetadata;
} {
  const parsed = parse(idBody, body);
  // A method no reader signs in with, given single sign-on options: the spec's own answer.
  if (isUnsupportedSsoEntry(parsed.factor)) throw Failures.unsupportedSsoMethod();
  if (!(FACTOR_METHODS as readonly string[]).includes(parsed.factor.method))
    throw Failures.unknownFactor(AVAILABLE_METHODS);
  const method = parsed.factor.method as Factor['method'];
  if (parsed.handle && !(HANDLE_TYPES as readonly string[]).includes(parsed.handle.type)) {
    throw Failures.invalidBody('handle.type must be one of email_address, phone_number, username');
  }
  return {
    handle: parsed.handle ? { type: parsed.handle.type as Handle['type'], value: parsed.handle.value } : null,
    factor: { method, options: { ...(parsed.factor.options ?? {}), method } },
    metadata: {
      ...(parsed.metadata?.csrf_token ? { csrfToken: parsed.metadata.csrf_token } : {}),
      ...(parsed.metadata?.pkce_code_challenge
        ? { pkceCodeChallenge: parsed.metadata.pkce_code_challenge }
        : {}),
    },
  };
}

export function parseAttestationBody(body: unknown): {
  challengeId: string;
  challengeType: ChallengeType;
  data: Record<string, unknown>;
} {
  const parsed = parse(attestationBody, body);
  if (!(CHALLENGE_TYPES as readonly string[]).includes(parsed.challenge_type))
    throw Failures.invalidBody('challenge_type is not a known challenge type');
  return {
    challengeId: parsed.challenge_id,
    challengeType: parsed.challenge_type as ChallengeType,
    data: parsed.data,
  };
}

export function parseSsoResolveBody(body: unknown): SsoResolveBody {
  return parse(ssoResolveBody, body);
}

/** `{token}` of validate and revoke; falls back to the bearer token when the body has none. */
export function parseTokenBody(body: unknown, bearer: string | undefined): string {
  const parsed = body === undefined ? undefined : parse(tokenBody, body);
  const token = parsed?.token ?? bearer;
  if (!token) throw Failures.invalidBody('token is required');
  return token;
}
