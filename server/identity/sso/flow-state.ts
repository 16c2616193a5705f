/**
 * What a single sign-on flow keeps between `POST /id` and `POST /sso/resolve`, sealed in its challenge's
 * payload: the browser's PKCE challenge and CSRF token, where to return, the protocol's own state, our
 * `sso_code`, and, once the provider vouched for the reader, the reader's verified identity.
 */
import type { IdentityService } from '../service.ts';
import type { IdentityStorage } from '../storage/types.ts';

export interface VerifiedIdentity {
  /** Checked and normalised (`core/identity/email.ts`), and verified by the provider. */
  email: string;
  /** docgen groups, already mapped; undefined when the provider does not decide groups. */
  groups?: string[];
}

export interface SsoFlowState {
  /** The connection's key (`SsoConnection.key`). */
  connection: string;
  uxMode: 'popup' | 'redirect';
  /** Where redirect mode lands: a page of the site (or of an allowed origin). */
  redirectTarget: string;
  csrfToken: string;
  pkceChallenge: string;
  /** The proxy challenge, which redirect mode hands to the landing page in `challenges=`. */
  proxy: { id: string; pollSecret: string };
  /** Our single-use code, handed to the browser with the return. */
  code: string;
  protocol: Record<string, string>;
  identity?: VerifiedIdentity;
  /** The client address (as the limits count it) of the browser that resolved the sign-in. */
  resolvedFrom?: string;
}

export function sealFlowState(service: Pick<IdentityService, 'sealer'>, state: SsoFlowState): string {
  return service.sealer.seal('sso', JSON.stringify(state));
}

/**
 * The state kept with the challenge, or undefined when it is not a single sign-on challenge of ours. The flow
 * and its single sign-on challenge share one id (`factor.ts`), so a flow's id finds its state too.
 */
export async function readFlowState(
  service: Pick<IdentityService, 'sealer'>,
  storage: IdentityStorage,
  challengeId: string,
): Promise<SsoFlowState | undefined> {
  const challenge = await storage.flows.getChallenge(challengeId);
  if (!challenge?.payload || (challenge.type !== 'oidc' && challenge.type !== 'saml')) return undefined;
  try {
    return JSON.parse(service.sealer.open('sso', challenge.payload)) as SsoFlowState;
  } catch {
    return undefined;
  }
}
