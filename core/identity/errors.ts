/**
 * The server messages the SDK matches on, and the slugs it reports.
 * Messages are part of the wire contract: change one and the widget shows a different screen.
 */

export const IdentityMessage = {
  /** 401/403: an expired, exhausted or unknown secret. The widget shows "Log in expired". */
  expired: 'authentication has expired',
  /** 202 body of a proxy poll that has no token yet. */
  pending: 'authentication is pending',
  noPasswordSet: 'no password set',
  selfRegistrationNotAllowed: 'self-registration not allowed for this organization',
  personCannotBeRegistered: 'person cannot be registered',
  personNotActive: 'person is not active',
  personExists: 'person exists',
  /**
   * 429 prefix: the address has had all the sign-in messages it may get for now; the newest link in its
   * mailbox signs in the browser it is opened in. The widget shows its own screen for it.
   */
  alreadySent: 'a sign-in link was already sent to this address; open the newest one',
  /** 400 messages the SDK matches by prefix; detail may follow after a colon. */
  malformedEmail: 'malformed e-mail address',
  malformedPhone: 'malformed phone number',
  unreachablePhone: 'unreachable phone number',
} as const;

/** `idFlowFailed.errorText` values and the analytics `failure_reason`. */
export type IdentityErrorSlug =
  | 'timeout'
  | 'rate_limit_exceeded'
  | 'no_password_set'
  | 'self_registration_not_allowed'
  | 'handle_pattern_not_allowed'
  | 'sign_up_awaiting_approval'
  | 'sign_in_awaiting_approval'
  | 'person_exists'
  | 'invalid_email_address_format'
  | 'invalid_phone_number_format'
  | 'unreachable_phone_number'
  | 'passkey_bad_scope'
  | 'api_response_error'
  | 'flow_cancelled'
  | 'passkey_prompt_failed'
  | 'incorrect_otp_code'
  | 'incorrect_otp_code_via_email'
  | 'incorrect_otp_code_via_sms'
  | 'invalid_password'
  | 'incorrect_password'
  | 'recovery_failed'
  | 'oidc_popup_blocked'
  | 'client_side_error'
  | 'unspecified';

const PASSKEY_SCOPE = /^selected scope '.*' is not equal to or a registrable domain suffix of origin '.*'$/;

/** Maps a non-2xx API answer to the slug the SDK would report for it (first match wins). */
export function slugForApiError(status: number, message: string): IdentityErrorSlug {
  if ((status === 401 || status === 403) && message === IdentityMessage.expired) return 'timeout';
  if (status === 429) return 'rate_limit_exceeded';
  if (status === 403) {
    if (message === IdentityMessage.noPasswordSet) return 'no_password_set';
    if (message === IdentityMessage.selfRegistrationNotAllowed) return 'self_registration_not_allowed';
    if (message === IdentityMessage.personCannotBeRegistered) return 'handle_pattern_not_allowed';
    if (message === IdentityMessage.personNotActive) return 'sign_up_awaiting_approval';
    if (message.includes('Person') && message.includes('is inactive')) return 'sign_in_awaiting_approval';
  }
  if (status === 409 && message === IdentityMessage.personExists) return 'person_exists';
  if (status === 400) {
    if (message.startsWith(IdentityMessage.malformedEmail)) return 'invalid_email_address_format';
    if (message.startsWith(IdentityMessage.malformedPhone)) return 'invalid_phone_number_format';
    if (message.startsWith(IdentityMessage.unreachablePhone)) return 'unreachable_phone_number';
    if (PASSKEY_SCOPE.test(message)) return 'passkey_bad_scope';
  }
  return 'api_response_error';
}
