/**
 * The gate's heavy half, loaded after hydration: the identity session (token in localStorage), the compiled
 * private-path rules, and the landing of e-mailed links. A sign-in link (`?challenges=` with a nonce) signs
 * in only after the reader confirms (protocol.md "Our decisions"); a password reset link (a
 * `password_reset` challenge, §4.3) opens the set-password screen, whose good password signs in.
 */
import {
  decideAccess,
  rulesThatDecide,
  type AccessDecision,
  type AccessUser,
  type CompiledPrivatePath,
} from '../../core/access/decide-access.ts';
import type { FlowContext } from '../../core/identity/flow-context.ts';
import { IdentitySession } from '../identity/session.ts';
import type { User } from '../identity/user.ts';
import { isPasswordReset, readUrlChallenges, withoutUrlChallenges } from '../identity/url-user.ts';
import type { ResetLink } from '../widget/screens/ResetPasswordScreen.tsx';
import type { GateConfig } from './config.ts';

export interface LinkInfo {
  /** What the server knows of the browser that asked for the link; undefined if it could not say. */
  context: Promise<FlowContext | undefined>;
}

/** How the page asks the reader about a link it was opened from. */
export interface LinkPrompts {
  /** A sign-in link: true once the reader confirms it was them. */
  confirmSignIn(info: LinkInfo): Promise<boolean>;
  /** A password reset link: the signed-in reader once a new password is set, undefined if none was. */
  resetPassword(link: ResetLink): Promise<User | undefined>;
}

export interface GateRuntime {
  session: IdentitySession;
  decide(path: string, user: AccessUser | undefined): AccessDecision;
  /** Where an attestation's `Location` says to go, if it named a page on this site. */
  redirectUri(): string | undefined;
}

async function fetchFlowContext(
  baseURL: string,
  challengeId: string | undefined,
): Promise<FlowContext | undefined> {
  if (!challengeId) return undefined;
  try {
    const response = await fetch(`${baseURL}/flows/${encodeURIComponent(challengeId)}/context`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { result?: FlowContext };
    return body.result;
  } catch {
    return undefined;
  }
}

/** The glob matcher is most of the rules' weight: it loads only when some rule can change a decision. */
async function compileRules(signIn: GateConfig['signIn']): Promise<CompiledPrivatePath[]> {
  const deciding = rulesThatDecide(signIn.forceLogin, signIn.privatePaths);
  if (deciding.length === 0) return [];
  const { compilePrivatePaths } = await import('../../core/access/private-paths.ts');
  return compilePrivatePaths(deciding);
}

export async function createGateRuntime(config: GateConfig, prompts: LinkPrompts): Promise<GateRuntime> {
  const { signIn, baseURL, sdkURL } = config;
  const rules = await compileRules(signIn);
  let redirect: string | undefined;
  const session = new IdentitySession({
    oid: signIn.orgID,
    environment: { baseURL, sdkURL },
    tokenStorage: 'localStorage',
    async userFromURL(client) {
      const search = location.search;
      const found = readUrlChallenges(search);
      if (found.kind === 'none') return undefined;
      const challengeId =
        found.kind === 'challenges' ? (found.challenges[0] as { id?: string } | undefined)?.id : found.packId;
      const context = fetchFlowContext(baseURL, challengeId);
      if (isPasswordReset(found)) {
        // The link stays in the address until the reset settles: a reload meanwhile opens it again.
        const user = await prompts.resetPassword({ context, reset: () => client.getUserFromURL(search) });
        history.replaceState(history.state, '', withoutUrlChallenges(location.href));
        return user;
      }
      const confirmed = await prompts.confirmSignIn({ context });
      history.replaceState(history.state, '', withoutUrlChallenges(location.href));
      if (!confirmed) return undefined;
      const unsubscribe = client.subscribe('redirectUriDiscovered', (payload) => {
        redirect = (payload as { redirectUri?: string }).redirectUri;
      });
      try {
        return await client.getUserFromURL(search);
      } finally {
        unsubscribe();
      }
    },
  });
  return {
    session,
    decide: (path, user) => decideAccess({ path, forceLogin: signIn.forceLogin, rules, user }),
    redirectUri: () => redirect,
  };
}
