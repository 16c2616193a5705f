/**
 * The landing of e-mailed links on the gate: a sign-in link (`?challenges=` with a
 * nonce) signs in only after the reader confirms; the return from a single sign-on provider
 * (`sso_challenge_id`, bound to this browser by its PKCE verifier) signs in at once; a password reset link (a `password_reset` challenge)
 * opens the set-password screen, whose good password signs in. Loaded only when the address carries a link.
 */
import type { FlowContext } from '../../core/identity/flow-context.ts';
import { normaliseError } from '../identity/classify-error.ts';
import type { IdentityClient } from '../identity/client.ts';
import { isSsoReturn } from '../identity/url-params.ts';
import { isPasswordReset, readUrlChallenges, withoutUrlChallenges } from '../identity/url-user.ts';
import type { User } from '../identity/user.ts';
import type { ResetLink } from '../widget/screens/ResetPasswordScreen.tsx';

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

/** The user the link signs in, if the reader goes ahead; `onRedirect` hears where the attestation says to go. */
export async function userFromLink(params: {
  client: IdentityClient;
  baseURL: string;
  prompts: LinkPrompts;
  onRedirect(uri: string | undefined): void;
}): Promise<User | undefined> {
  const { client, baseURL, prompts } = params;
  const search = location.search;
  const found = readUrlChallenges(search);
  if (found.kind === 'none') return undefined;
  if (isSsoReturn(search)) {
    history.replaceState(history.state, '', withoutUrlChallenges(location.href));
    // Refusals come out named (a single sign-on's reason), for the form the gate then shows.
    return client.getUserFromURL(search).catch((error: unknown) => {
      throw normaliseError(error);
    });
  }
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
    params.onRedirect((payload as { redirectUri?: string }).redirectUri);
  });
  try {
    return await client.getUserFromURL(search);
  } finally {
    unsubscribe();
  }
}
