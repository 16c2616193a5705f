/**
 * Signing in with the user the page URL carries: an e-mailed or texted link, a challenge
 * pack, or the return from an SSO provider. Loaded by `IdentityClient.getUserFromURL` only when the URL has one.
 */
import type { Factor } from '../../core/identity/handles.ts';
import type { Analytics } from './analytics.ts';
import { endpointsOf } from './challenges/context.ts';
import { processChallenges } from './challenges/process.ts';
import type { Emitter } from './events.ts';
import { createFlowApi } from './flow-api.ts';
import { IdentityError, ssoRefused } from './errors.ts';
import type { ResolvedOptions } from './options.ts';
import { resolveSsoReturn } from './pkce.ts';
import type { Transport } from './transport.ts';
import { lastAuthentication, readUrlChallenges } from './url-user.ts';
import type { User } from './user.ts';

/** What a sign-in from the URL needs of `IdentityClient` (which loads this module lazily). */
export interface UrlSignInClient {
  readonly options: ResolvedOptions;
  readonly transport: Transport;
  readonly emitter: Emitter;
  readonly analytics: Analytics;
  userFromToken(token: string): User;
}

export async function userFromUrl(client: UrlSignInClient, search: string): Promise<User | undefined> {
  const found = readUrlChallenges(search);
  if (found.kind === 'none') return undefined;
  const { emitter } = client;
  const api = createFlowApi(client.transport);
  const params = new URLSearchParams(search);
  const ssoReturn = params.has('sso_challenge_id');
  if (ssoReturn) await resolveSsoReturn(api, client.options.oid, params).catch(thisBrowserOnly);
  const challenges = found.kind === 'pack' ? await api.challengePack(found.packId) : found.challenges;
  // A proxy challenge in the URL is the second half of a single sign-on return: polled only once this browser
  // has resolved its own return, or the URL could sign it in as whoever sent it (login CSRF).
  if (!ssoReturn && challenges.some((challenge) => challenge?.type === 'proxy'))
    throw ssoRefused('other_browser', 'a sign-in in the URL was not started in this browser');
  const flowId = emitter.startFlow();
  const factor: Factor = {
    method: (challenges[0]?.authentication_method ?? 'email_link') as Factor['method'],
  };
  const token = await processChallenges(challenges, {
    api,
    emitter,
    analytics: client.analytics,
    flowId,
    endpoints: endpointsOf(client.options),
    factor,
  });
  const user = client.userFromToken(token);
  const last = lastAuthentication(user.claims);
  if (last) {
    emitter.emit(
      'idFlowSucceeded',
      { token, authenticationFactor: { method: last.method }, handle: last.handle },
      flowId,
    );
  }
  emitter.emit('userAuthenticatedFromURL', { token }, flowId);
  client.analytics.track('PersonIdentified_v1', { person_id: user.ID });
  return user;
}

/** A return this browser holds no CSRF token or PKCE verifier for was started elsewhere. */
function thisBrowserOnly(error: unknown): never {
  if (error instanceof IdentityError && error.name === 'InvalidActionError')
    throw ssoRefused('other_browser', error.message);
  throw error;
}
