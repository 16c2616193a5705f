/** What every challenge handler gets, and the attestation helper they share. */
import type { Attestation, Challenge, ChallengeType } from '../../../core/identity/challenges.ts';
import type { AttestationResult } from '../../../core/identity/tokens.ts';
import type { IdentityErrorSlug } from '../../../core/identity/errors.ts';
import type { Factor, Handle } from '../../../core/identity/handles.ts';
import type { Analytics } from '../analytics.ts';
import type { FlowApi } from '../flow-api.ts';
import type { Emitter, EventName } from '../events.ts';
import { unwrap } from '../transport.ts';

export const NO_TOKEN_MESSAGE = 'no user token in attestation response';

export interface ProcessContext {
  api: FlowApi;
  emitter: Emitter;
  analytics: Analytics;
  flowId: number;
  factor: Factor;
  handle?: Handle | null;
  /** Bearer for MFA, anonymous upgrades and organisation switches. */
  token?: string;
  /** The API and the SDK page, which runs passkey ceremonies for scopes outside this page's domain. */
  endpoints: { baseURL: string; sdkURL: string };
  /** The popup opened for OIDC/SAML before `/id` (popup mode). */
  popup?: Window | null;
  /** Set when the popup's return page reports a refusal the server could not tie to this flow. */
  refusal?: { error?: Error };
}

/** Only these two: the options also hold functions, which cannot be posted to the SDK page. */
export function endpointsOf(options: { baseURL: string; sdkURL: string }): ProcessContext['endpoints'] {
  return { baseURL: options.baseURL, sdkURL: options.sdkURL };
}

export type ChallengeHandler = (challenge: Challenge, context: ProcessContext) => Promise<string>;

export function emit(context: ProcessContext, name: EventName, payload: unknown = {}): void {
  context.emitter.emit(name, payload, context.flowId);
}

/**
 * A wrong or refused answer that the challenge asks for again: the flow goes on, but the attempt is reported
 * as failed, with the slug that says why.
 */
export function reportFailedAttempt(
  context: ProcessContext,
  challenge: Challenge,
  slug: IdentityErrorSlug,
  detail?: string,
): void {
  context.analytics.track('AuthenticationFailed_v1', {
    failed_authn_method: context.factor.method,
    failure_reason: slug,
    challenge_id: challenge.id,
    failure_detail: detail,
  });
}

/** `POST /attestation/v3`; a 2xx must carry `result.token`. A `Location` header is announced. */
export async function attest(
  context: ProcessContext,
  challenge: Challenge,
  type: ChallengeType,
  data: Record<string, unknown>,
): Promise<string> {
  const body: Attestation = { challenge_id: challenge.id, challenge_type: type, data };
  const response = await context.api.attest(body, context.token);
  const result = unwrap<AttestationResult | undefined>(response);
  const location = response.headers.get('Location');
  if (location) emit(context, 'redirectUriDiscovered', { redirectUri: location });
  if (!result || typeof result.token !== 'string' || result.token === '') throw new Error(NO_TOKEN_MESSAGE);
  return result.token;
}
