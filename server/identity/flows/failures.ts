/**
 * Why a flow failed, as stored in `flows.failure`, and what the waiting tab's poll answers for it. A failed
 * flow ends the poll with an error instead of leaving the reader waiting until the link expires.
 */
import { Failures, IdentityError } from '../errors.ts';

export const FlowFailure = {
  /** The receiving mail server refused the message for good (SMTP 5xx). */
  mailRejected: 'mail_rejected',
  /** The message could not be sent before the link expired. */
  mailUnavailable: 'mail_unavailable',
  /** The link was used, but registration no longer allows this address. */
  personCannotBeRegistered: 'person_cannot_be_registered',
  /** The link was used by a person who is not active (`person_inactive:<person id>`). */
  personInactive: 'person_inactive',
  /** Single sign-on: registration does not allow the address the identity provider vouched for. */
  selfRegistrationNotAllowed: 'self_registration_not_allowed',
  /** Single sign-on: the provider's answer or the browser's return did not verify (no reason kept). */
  ssoFailed: 'sso_failed',
} as const;

const SSO_REFUSED = 'sso_refused:';

/**
 * A single sign-on refusal as stored, so the waiting tab's poll answers (403: its flow failed) with the very
 * message the browser's return got, which says why (the messages hold no input, see `errors.ts`).
 */
export function ssoRefusedFailure(error: IdentityError): string {
  return `${SSO_REFUSED}${error.message}`;
}

export function failureAnswer(failure: string | null): IdentityError {
  if (failure === FlowFailure.mailRejected) return Failures.mailRejected();
  if (failure === FlowFailure.personCannotBeRegistered) return Failures.personCannotBeRegistered();
  if (failure === FlowFailure.selfRegistrationNotAllowed) return Failures.selfRegistrationNotAllowed();
  if (failure?.startsWith(SSO_REFUSED)) return new IdentityError(403, failure.slice(SSO_REFUSED.length));
  if (failure === FlowFailure.ssoFailed) return Failures.ssoFailed();
  if (failure?.startsWith(`${FlowFailure.personInactive}:`)) {
    return Failures.personInactive(failure.slice(FlowFailure.personInactive.length + 1));
  }
  return Failures.mailUnavailable();
}
