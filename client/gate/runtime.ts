/**
 * What the gate decides with: the identity session (token in localStorage), the compiled private-path rules,
 * and, when the address carries an e-mailed link, its landing (link-landing.ts, loaded then). Part of the entry:
 * every site has a gate (`signIn` is required), and under `forceLogin` a page shows its content only once the
 * session has restored the reader, so a chunk of its own put a round trip before every page's content.
 */
import {
  decideAccess,
  needsStepUp,
  rulesThatDecide,
  type AccessDecision,
  type AccessUser,
  type CompiledPrivatePath,
} from '../../core/access/decide-access.ts';
import { IdentitySession } from '../identity/session.ts';
import { parseSsoRefusal, SSO_ERROR_PARAM } from '../../core/identity/sso-refusals.ts';
import { ssoRefused } from '../identity/errors.ts';
import { hasProviderInitiated, hasUrlChallenges, isSsoReturn } from '../identity/url-params.ts';
import type { GateConfig } from './config.ts';
import type { LinkPrompts } from './link-landing.ts';

export interface GateRuntime {
  session: IdentitySession;
  decide(path: string, user: AccessUser | undefined): AccessDecision;
  /** Signing in again with another factor would open the page the user may not open now. */
  stepUp(path: string, user: AccessUser): boolean;
  /** Where an attestation's `Location` says to go, if it named a page on this site. */
  redirectUri(): string | undefined;
  /** Whether the reader was signed in by what the page URL carried (a link, a single sign-on return). */
  signedInFromUrl(): boolean;
  /** Why a single sign-on this page was the return of was refused (`sso_error=`, or its resolve failing). */
  ssoError(): Error | undefined;
}

/** The refusal an `sso_error` parameter brings, taken out of the address so a reload does not repeat it. */
function takeSsoRefusal(): Error | undefined {
  const url = new URL(location.href);
  const refusal = parseSsoRefusal(url.searchParams.get(SSO_ERROR_PARAM));
  if (!refusal) return undefined;
  url.searchParams.delete(SSO_ERROR_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return ssoRefused(refusal);
}

/** The glob matcher is most of the rules' weight: it loads only when some rule can change a decision. */
async function compileRules(signIn: GateConfig['signIn']): Promise<CompiledPrivatePath[]> {
  const deciding = rulesThatDecide(signIn.forceLogin, signIn.privatePaths);
  if (deciding.length === 0) return [];
  const { compilePrivatePaths } = await import('../../core/access/private-paths.ts');
  return compilePrivatePaths(deciding);
}

/** A sign-in the identity provider starts (`?iss=`) is taken only on a site with an OIDC button. */
function offersOidc(signIn: GateConfig['signIn']): boolean {
  const listed = signIn.formConfiguration.factors.some((factor) => factor.method === 'oidc');
  return listed || Boolean(signIn.oidcClientID && signIn.oidcProvider);
}

export async function createGateRuntime(config: GateConfig, prompts: LinkPrompts): Promise<GateRuntime> {
  const { signIn, baseURL, sdkURL } = config;
  const rules = await compileRules(signIn);
  let redirect: string | undefined;
  let fromUrl = false;
  let ssoError = takeSsoRefusal();
  const session = new IdentitySession({
    oid: signIn.orgID,
    environment: { baseURL, sdkURL },
    language: config.locale,
    tokenStorage: 'localStorage',
    identityProviderInitiatedSSOEnabled: offersOidc(signIn),
    ssoPopupBlocked: 'redirect',
    anonymousUsersEnabled: signIn.anonymousReaders === true,
    async userFromURL(client) {
      const search = location.search;
      if (!hasUrlChallenges(search))
        return hasProviderInitiated(search) ? client.getUserFromURL(search) : undefined;
      const { userFromLink } = await import('./link-landing.ts');
      try {
        const user = await userFromLink({ client, baseURL, prompts, onRedirect: (uri) => (redirect = uri) });
        fromUrl = user !== undefined;
        return user;
      } catch (error) {
        if (isSsoReturn(search) && error instanceof Error) ssoError = error;
        throw error;
      }
    },
  });
  return {
    session,
    decide: (path, user) => decideAccess({ path, forceLogin: signIn.forceLogin, rules, user }),
    stepUp: (path, user) => needsStepUp(path, rules, user),
    redirectUri: () => redirect,
    signedInFromUrl: () => fromUrl,
    ssoError: () => ssoError,
  };
}
