/**
 * Why a single sign-on was refused, as one word shared by the server and the widget. The server says it in
 * its error messages (each refusal's message starts with a fixed sentence, below) and, when it sends the
 * browser back to the site, in the `sso_error` parameter; the widget picks the text it shows the reader by it.
 * Messages carry no input: what follows a fixed start comes from fixed lists too.
 */
import { IdentityMessage } from './errors.ts';

export const SSO_REFUSALS = [
  /** The sign-in's state is unknown, already used or expired (a reload, the back button, an old tab). */
  'state',
  /** The identity provider ended the sign-in with an error (the reader cancelled, or has no access). */
  'provider_refused',
  /** The provider's answer did not verify: code, signature, claims, replay, InResponseTo… */
  'answer_invalid',
  /** The provider could not be reached. */
  'provider_unavailable',
  /** The provider confirmed no e-mail address for the reader. */
  'email_unverified',
  /** The provider's address is malformed, or would change when normalised (full-width letters…). */
  'email_unusable',
  /** Registration does not allow the address. */
  'registration_refused',
  /** The return was opened in a browser other than the one that started the sign-in. */
  'other_browser',
  /** Anything else. */
  'failed',
] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

/** The query parameter that carries a refusal back to the site (redirect mode) or the popup's return page. */
export const SSO_ERROR_PARAM = 'sso_error';

/** How each refusal's API message begins. */
const SSO_REFUSAL_MESSAGES: Readonly<Record<SsoRefusal, readonly string[]>> = {
  state: ['the sign-in state is unknown, used or expired'],
  provider_refused: ['the identity provider ended the sign-in with'],
  answer_invalid: [
    "the identity provider's answer did not verify",
    'the identity provider did not accept the authorization code',
  ],
  provider_unavailable: ['the identity provider could not be reached'],
  email_unverified: ['the identity provider did not confirm an e-mail address'],
  email_unusable: ["the identity provider's e-mail address cannot be used here"],
  registration_refused: [IdentityMessage.selfRegistrationNotAllowed],
  other_browser: [
    'the PKCE code verifier does not match this sign-in',
    'this sign-in was started in another browser',
  ],
  failed: ['single sign-on did not complete'],
};

/** The refusal an API message states, if it is one. */
export function ssoRefusalOf(message: string): SsoRefusal | undefined {
  return SSO_REFUSALS.find((refusal) =>
    SSO_REFUSAL_MESSAGES[refusal].some((start) => message.startsWith(start)),
  );
}

/** The refusal an `sso_error` parameter names; anything else is the generic one. */
export function parseSsoRefusal(value: string | null): SsoRefusal | undefined {
  if (value === null) return undefined;
  return (SSO_REFUSALS as readonly string[]).includes(value) ? (value as SsoRefusal) : 'failed';
}
