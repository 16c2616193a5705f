/**
 * Why a SAML response was refused, as the API says it (`400 SAML response refused: <reason>`). The reasons are
 * a fixed list: nothing of the response is echoed. node-saml reports its checks as plain errors, so its
 * messages are sorted into these reasons here.
 */
import { SamlStatusError } from '@node-saml/node-saml';
import { IdentityError } from '../../errors.ts';

export const SamlRefusal = {
  unsigned: 'the assertion is not signed by the identity provider',
  expired: 'the assertion has expired or is not valid yet',
  audience: 'the assertion is meant for another service provider',
  recipient: 'the assertion is meant for another address',
  inResponseTo: 'the response answers no sign-in started here',
  issuer: 'the response comes from another identity provider',
  replayed: 'the assertion was already used',
  noEmail: 'the assertion carries no valid e-mail address',
  providerError: 'the identity provider did not sign the reader in',
  malformed: 'the response could not be read',
} as const;

export type SamlRefusalReason = (typeof SamlRefusal)[keyof typeof SamlRefusal];

export class SamlRefusedError extends IdentityError {
  constructor(readonly reason: SamlRefusalReason) {
    super(400, `SAML response refused: ${reason}`);
  }
}

const NODE_SAML_REASONS: ReadonlyArray<[RegExp, SamlRefusalReason]> = [
  [/signature/i, SamlRefusal.unsigned],
  [/expired|not yet valid|no valid subject confirmation/i, SamlRefusal.expired],
  [/audience/i, SamlRefusal.audience],
  [/inresponseto/i, SamlRefusal.inResponseTo],
  [/issuer/i, SamlRefusal.issuer],
];

/** The refusal for an error node-saml threw while validating a response. */
export function refusalFor(error: unknown): SamlRefusedError {
  if (error instanceof SamlStatusError) return new SamlRefusedError(SamlRefusal.providerError);
  const message = error instanceof Error ? error.message : '';
  const found = NODE_SAML_REASONS.find(([pattern]) => pattern.test(message));
  return new SamlRefusedError(found?.[1] ?? SamlRefusal.malformed);
}
