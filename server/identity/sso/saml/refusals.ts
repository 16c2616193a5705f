/**
 * Why a SAML response was refused, as the API says it: `400 the identity provider's answer did not verify
 * (<check>); start the sign-in again`, the same answer OpenID Connect gives. The checks are a fixed list:
 * nothing of the response is echoed. node-saml reports its checks as plain errors, so its messages are sorted
 * into these checks here.
 */
import { SamlStatusError } from '@node-saml/node-saml';
import { Failures, type IdentityError } from '../../errors.ts';

export const SamlCheck = {
  signature: 'SAML assertion signature',
  validity: 'SAML assertion NotBefore/NotOnOrAfter',
  audience: 'SAML assertion audience',
  recipient: 'SAML recipient',
  inResponseTo: 'SAML InResponseTo',
  issuer: 'SAML issuer',
  replayed: 'SAML assertion already used',
  format: 'SAML response format',
} as const;

export type SamlCheckName = (typeof SamlCheck)[keyof typeof SamlCheck];

export function samlRefused(check: SamlCheckName): IdentityError {
  return Failures.ssoAssertionInvalid(check);
}

const NODE_SAML_CHECKS: ReadonlyArray<[RegExp, SamlCheckName]> = [
  [/signature/i, SamlCheck.signature],
  [/expired|not yet valid|no valid subject confirmation/i, SamlCheck.validity],
  [/audience/i, SamlCheck.audience],
  [/inresponseto/i, SamlCheck.inResponseTo],
  [/issuer/i, SamlCheck.issuer],
];

/** The answer for an error node-saml threw while validating a response. */
export function refusalFor(error: unknown): IdentityError {
  // The IdP answered with an error status (the reader cancelled, or may not use the application).
  if (error instanceof SamlStatusError) return Failures.ssoRefusedByProvider('a SAML error status');
  const message = error instanceof Error ? error.message : '';
  const found = NODE_SAML_CHECKS.find(([pattern]) => pattern.test(message));
  return samlRefused(found?.[1] ?? SamlCheck.format);
}
