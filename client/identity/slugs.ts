/**
 * The error slug (`docs/identity-api.md`, "Errors and slugs") for anything a flow throws: `idFlowFailed.errorText` and the analytics
 * `failure_reason`. Server errors follow that table where it names a case, and are `unspecified`
 * otherwise; errors that never reached the server are `client_side_error`.
 */
import { IdentityMessage, slugForApiError, type IdentityErrorSlug } from '../../core/identity/errors.ts';
import { IdentityError, ResponseError } from './errors.ts';

export const POPUP_BLOCKED_MESSAGE = 'Popup blocked, please consider redirect instead';

const WEBAUTHN_PROMPT_ERRORS = new Set([
  'NotAllowedError',
  'AbortError',
  'NotSupportedError',
  'InvalidStateError',
]);

function serverSlug(status: number, message: string): IdentityErrorSlug {
  if ((status === 401 || status === 403) && message === IdentityMessage.expired) return 'timeout';
  const slug = slugForApiError(status, message);
  return slug === 'api_response_error' ? 'unspecified' : slug;
}

export function slugFor(error: unknown): IdentityErrorSlug {
  if (error instanceof ResponseError)
    return serverSlug(error.errors[0]?.httpcode ?? error.status, error.errors[0]?.message ?? '');
  if (error instanceof IdentityError) {
    const status = error.context.status;
    if (typeof status === 'number') return serverSlug(status, error.message);
    if (error.name === 'FlowCancelledError') return 'flow_cancelled';
    if (error.name === 'PasskeyPromptError') return 'passkey_prompt_failed';
  }
  if (error instanceof Error) {
    if (WEBAUTHN_PROMPT_ERRORS.has(error.name) || /cancel|abort|unavailable/i.test(error.name)) {
      return 'passkey_prompt_failed';
    }
    if (error.message.includes(POPUP_BLOCKED_MESSAGE)) return 'oidc_popup_blocked';
  }
  return 'client_side_error';
}
