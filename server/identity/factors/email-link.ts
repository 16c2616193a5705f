/**
 * E-mail link, scanner-safe.
 *
 * `start` answers the requesting tab with a `proxy` challenge (poll id) and e-mails a link to the site,
 * `<PUBLIC_URL>/?challenges=<[nonce challenge]>`. Opening the link signs nobody in: the site asks "Continue
 * signing in?" and only that click attests the nonce. Threats and answers:
 * - mail scanners and prefetchers: GET never spends anything; only the POST attestation does;
 * - a stolen database: nonce and poll id are 256-bit and stored only as HMACs;
 * - replay and races: the nonce is spent by one atomic UPDATE, so one of any number of attempts wins;
 * - old links: 10 minutes by default (at most 60), judged by the service clock;
 * - enumeration: every address gets the same answer; rate limits apply before anything else is looked up
 *   in the same way for known and unknown addresses;
 * - e-mail bombing and lockout: per-address and per-IP send limits; over them, "already sent" and a link only
 *   the mailbox gets (`send-limits.ts`);
 * - a stranger's request completed by its victim's click: while the address is answered "already sent", a link
 *   signs in only the browser that opens it, never the tab that asked.
 */
import { Failures } from '../errors.ts';
import { finishFlow, issueFor, type FlowFinish } from '../flows/complete.ts';
import { admitRecipient, emailHandle } from './admission.ts';
import { linksOpenOnlyWhereClicked } from './send-limits.ts';
import { startLinkFlow } from './link-flow.ts';
import { emailLinkDelivery } from './link-messages.ts';
import type { FactorModule } from './types.ts';

const MAX_NONCE_LENGTH = 256;

export const emailLinkFactor: FactorModule = {
  method: 'email_link',
  challengeTypes: ['nonce'],
  sendLimits: ['perAddress'],

  async start(service, request) {
    const handle = emailHandle('email_link', request.handle);
    return {
      sendsTo: handle,
      send: async () => {
        return startLinkFlow(service, request, {
          method: 'email_link',
          handle,
          allowed: await admitRecipient(service, request, handle),
          deliver: emailLinkDelivery(service, request, handle),
        });
      },
    };
  },

  async attest(service, request) {
    const { clock, hasher, storage } = service;
    const nonce = request.data.challenge;
    if (typeof nonce !== 'string') throw Failures.invalidBody('data.challenge must be a string');
    if (nonce.length === 0 || nonce.length > MAX_NONCE_LENGTH) throw Failures.expired();
    // Asked before the transaction, which on SQLite holds the one connection.
    const linked = await storage.flows.findByChallenge(request.challengeId);
    const onlyHere = linked ? await linksOpenOnlyWhereClicked(service, linked.handle.value) : false;
    // Spending the nonce and completing its flow commit together: a crash between them would otherwise leave
    // a spent link and a flow nobody can finish.
    const finish = await storage.transaction(async (tx): Promise<FlowFinish> => {
      const flowId = await tx.flows.consumeSecret({
        hash: hasher.hash('nonce', nonce),
        purpose: 'nonce',
        challengeId: request.challengeId,
        now: clock.now(),
      });
      const flow = flowId ? await tx.flows.get(flowId) : undefined;
      if (!flow || flow.status !== 'pending') return { ok: false, error: Failures.expired() };
      return finishFlow(service, tx, flow, !onlyHere);
    });
    return issueFor(service, finish);
  },
};
