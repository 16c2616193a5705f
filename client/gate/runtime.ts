/**
 * The gate's heavy half, loaded after hydration: the identity session (token in localStorage), the compiled
 * private-path rules, and the scanner-safe e-mail link landing: a `?challenges=` link signs in only after
 * the reader confirms (protocol.md "Our decisions").
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
import { readUrlChallenges, withoutUrlChallenges } from '../identity/url-user.ts';
import type { GateConfig } from './config.ts';

export interface LinkInfo {
  /** What the server knows of the browser that asked for the link; undefined if it could not say. */
  context: Promise<FlowContext | undefined>;
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

export async function createGateRuntime(
  config: GateConfig,
  confirmLink: (info: LinkInfo) => Promise<boolean>,
): Promise<GateRuntime> {
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
      const confirmed = await confirmLink({ context: fetchFlowContext(baseURL, challengeId) });
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
