/**
 * The limits on sign-in messages to one address or number, checked before anything is looked up, so known and
 * unknown handles take the same path (the per-client limit is the route's, in `api/route-limits.ts`).
 *
 * Threats: mail or text bombing an address, and strangers spending an address's allowance (from any number of
 * client addresses) so that its reader, in a browser without the device cookie, cannot sign in. Answers:
 * - each client has its own budget per address, and all clients together a ceiling; refused requests count
 *   against neither, and a browser holding the address's device cookie is not held to the ceiling;
 * - once the address's allowance is spent, nobody is refused outright: the answer is 429 "already sent"
 *   (`IdentityMessage.alreadySent`), telling the reader to open the newest sign-in link, and a fresh link goes
 *   to the mailbox whenever the newest one is older than the `mailboxLinksPerAddress` window, so the mailbox
 *   always holds a link with most of its life left. Nobody is handed that link's challenges: only whoever reads
 *   the mailbox can use it. It adds at most one message per window to the ceiling, so bombing stays bounded;
 * - while an address is answered "already sent" (and for a link's lifetime after), every link to it signs in
 *   only the browser that opens it, never the tab that asked, which may be the stranger's (`email-link.ts`);
 * - a client over only its own per-minute budget is just told how long to wait: that is its reader's Resend.
 */
import type { Handle } from '../../../core/identity/index.ts';
import { Failures, IdentityError } from '../errors.ts';
import { addressHash } from '../limits/device-cookie.ts';
import type { LimitCheck, LimitVerdict } from '../limits/rate-limiter.ts';
import type { IdentityService } from '../service.ts';
import { admitRecipient } from './admission.ts';
import { startLinkFlow } from './link-flow.ts';
import { emailLinkDelivery, smsLinkDelivery } from './link-messages.ts';
import type { SendLimitName, StartRequest } from './types.ts';

/** This client's own budget for the address, and the all-clients ceiling unless it holds the device cookie. */
function addressChecks(
  service: Pick<IdentityService, 'hasher'>,
  request: StartRequest,
  address: string,
): LimitCheck[] {
  const own: LimitCheck = {
    bucket: 'sendsPerAddress',
    purpose: 'address',
    subject: `${request.clientSubject}\u0000${address}`,
  };
  const knownDevice = request.knownAddressHash === addressHash(service.hasher, address);
  return knownDevice
    ? [own]
    : [own, { bucket: 'sendsPerAddressAllClients', purpose: 'address', subject: address }];
}

async function limitSendsPerAddress(
  service: IdentityService,
  request: StartRequest,
  handle: Handle,
): Promise<void> {
  // A step-up by the holder of a token for this very address mails nobody but its own reader (who just
  // signed in, likely with a message less than a minute ago); the per-client limit still bounds it. An
  // impersonator (`act`) is not that reader: their messages count like anyone's.
  const ownAddress = request.bearer?.authentications.some((entry) => entry.handle.value === handle.value);
  if (request.bearer?.person_type === 'regular' && !request.bearer.act && ownAddress) return;
  const verdict = await service.limiter.take(addressChecks(service, request, handle.value));
  if (verdict.ok) return;
  if (ownResendTooSoon(verdict)) throw Failures.rateLimited(verdict.retryAfterSeconds);
  throw await answerAlreadySent(service, request, handle, verdict.retryAfterSeconds);
}

/** Refused only by this client's own budget, for under a minute: its reader pressed Resend too soon. */
function ownResendTooSoon(verdict: Extract<LimitVerdict, { ok: false }>): boolean {
  return verdict.refused.every((bucket) => bucket === 'sendsPerAddress') && verdict.retryAfterSeconds <= 60;
}

/** Whether links to the address sign in only the browser that opens them (see the header). */
export function linksOpenOnlyWhereClicked(
  service: Pick<IdentityService, 'limiter'>,
  address: string,
): Promise<boolean> {
  return service.limiter.isMarked('address', address);
}

/**
 * Marks the address contested, makes sure its mailbox holds a fresh link, and returns the 429 to answer with;
 * `Retry-After` is when a request could bring a new message.
 */
async function answerAlreadySent(
  service: IdentityService,
  request: StartRequest,
  handle: Handle,
  budgetRetrySeconds: number,
): Promise<IdentityError> {
  await service.limiter.mark('address', handle.value, service.config.linkTtlMs);
  const mailboxLink = await service.limiter.take([
    { bucket: 'mailboxLinksPerAddress', purpose: 'address', subject: handle.value },
  ]);
  if (mailboxLink.ok) await sendMailboxLink(service, request, handle);
  const windowSeconds = Math.ceil(
    Math.max(...service.limiter.rules('mailboxLinksPerAddress').map((rule) => rule.windowMs)) / 1000,
  );
  const mailboxRetrySeconds = mailboxLink.ok ? windowSeconds : mailboxLink.retryAfterSeconds;
  return Failures.alreadySent(Math.min(budgetRetrySeconds, mailboxRetrySeconds));
}

/**
 * A link flow nobody polls: its challenges go to no client, only its link to the mailbox. It is started as a
 * plain sign-in (never a step-up or an upgrade of the asking client's token), whatever factor was asked for,
 * since only a link cannot be spent by the client that asked. A handle that may not sign in gets the notice
 * instead, or (refused by its domain) nothing.
 */
async function sendMailboxLink(
  service: IdentityService,
  request: StartRequest,
  handle: Handle,
): Promise<void> {
  const asked = { ...request };
  delete asked.bearer;
  let allowed: boolean;
  try {
    allowed = await admitRecipient(service, asked, handle);
  } catch (error) {
    if (error instanceof IdentityError) return;
    throw error;
  }
  const byText = handle.type === 'phone_number';
  await startLinkFlow(service, asked, {
    method: byText ? 'sms_link' : 'email_link',
    handle,
    allowed,
    deliver: byText ? smsLinkDelivery(service, asked, handle) : emailLinkDelivery(service, asked, handle),
  });
}

/** Each limit a factor may declare (`FactorStart.sendLimits`), as `registry.ts` applies it: throws the refusal. */
export const SEND_LIMITS: Record<
  SendLimitName,
  (service: IdentityService, request: StartRequest, to: Handle) => Promise<void>
> = {
  perAddress: limitSendsPerAddress,
};
