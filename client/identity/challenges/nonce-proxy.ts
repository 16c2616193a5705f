/** `nonce` (attest at once) and `proxy` (poll every second until a token). */
import { isPendingPollBody } from '../../../core/identity/envelope.ts';
import { PROXY_POLL_MS } from '../constants.ts';
import { flowCancelled } from '../errors.ts';
import { sleep, unwrap } from '../transport.ts';
import { attest, type ChallengeHandler } from './context.ts';

export const nonce: ChallengeHandler = (challenge, context) => {
  const options = challenge.options as { challenge?: unknown } | undefined;
  return attest(context, challenge, 'nonce', { challenge: options?.challenge });
};

/**
 * There is no client-side timeout: the server ends abandoned logins with "authentication has expired".
 * A 2xx carrying one 202 error (or neither result nor errors) means "keep waiting".
 */
export const proxy: ChallengeHandler = async (challenge, context) => {
  const pollId = (challenge.options as { challenge_id?: unknown } | undefined)?.challenge_id;
  if (typeof pollId !== 'string' || pollId === '')
    throw new Error('The proxy challenge has no challenge_id.');
  for (;;) {
    await sleep(PROXY_POLL_MS);
    if (context.emitter.isCancelled(context.flowId)) throw flowCancelled();
    if (context.refusal?.error) throw context.refusal.error;
    const response = await context.api.pollChallenge(pollId, context.token);
    if (isPendingPollBody(response.body)) continue;
    const token = unwrap<unknown>(response);
    if (typeof token === 'string' && token !== '') return token;
  }
};
