/**
 * Every refused single sign-on is logged once, with its reason, so an operator sees why readers cannot sign in
 * (a wrong client id, an unreachable issuer, an IdP that sends unverified addresses…) without the browser's
 * network tab. Threat: logs are read by more people than the site and kept longer, so a line never holds a
 * secret of the sign-in (code, state, assertion, token, PKCE verifier) or an address: only the refusal's word,
 * its API message (which holds no input, see `errors.ts`), the provider's short name and the flow id.
 */
import { ssoRefusalOf } from '../../../core/identity/index.ts';
import type { IdentityError } from '../errors.ts';
import type { IdentityService } from '../service.ts';

export function logSsoRefusal(
  service: Pick<IdentityService, 'logger'>,
  params: { error: IdentityError; flowId?: string | undefined; provider?: string | undefined },
): void {
  const { error, flowId, provider } = params;
  const reason = ssoRefusalOf(error.message) ?? 'failed';
  service.logger.warn(
    { reason, status: error.status, detail: error.message, provider, flowId },
    `single sign-on refused (${reason})`,
  );
}
