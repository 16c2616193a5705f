/**
 * The persisted outbox. A message is stored with its flow (one transaction), then sent by whichever instance
 * leases it first. Threats to delivery: an SMTP outage (retry with backoff until the link would be useless),
 * a crash mid-send (the lease runs out and another attempt follows), and a silent loss (a message that can no
 * longer be delivered fails its flow, so the waiting reader gets an error instead of polling forever).
 */
import type { Clock } from '../clock.ts';
import { FlowFailure } from '../flows/failures.ts';
import type { Logger } from '../logger.ts';
import type { IdentityStorage, MailRecord } from '../storage/types.ts';
import { PermanentMailError, type MailTransport } from './types.ts';
import type { SecretSealer } from '../crypto/sealer.ts';
import { openMail } from './sealed-mail.ts';

const BATCH = 10;

export interface OutboxOptions {
  /** How often due messages are looked for; default 1 s. */
  pollIntervalMs?: number;
  /** First retry delay, doubled per attempt up to `retryMaxMs`; defaults 1 s and 30 s. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /**
   * How long a send may take before another instance may try (a message an instance was sending when it died
   * waits this long); default 45 s, above the SMTP transport's connection and greeting timeouts.
   */
  leaseMs?: number;
}

export interface Outbox {
  /** Looks for due messages now (after a message was queued). */
  kick(): void;
  /** Sends what is due; resolves with the number of messages handled. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createOutbox(params: {
  storage: IdentityStorage;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  /** Opens the sealed messages (see `sealed-mail.ts`). */
  sealer: SecretSealer;
  options?: OutboxOptions;
}): Outbox {
  const { storage, transport, clock, logger, sealer } = params;
  const pollIntervalMs = params.options?.pollIntervalMs ?? 1_000;
  const retryBaseMs = params.options?.retryBaseMs ?? 1_000;
  const retryMaxMs = params.options?.retryMaxMs ?? 30_000;
  const leaseMs = params.options?.leaseMs ?? 45_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  /** Sends one message; true when it went out (the caller records that, for the whole batch at once). */
  async function deliver(mail: MailRecord): Promise<boolean> {
    const now = clock.now();
    if (now >= mail.expiresAt) {
      logger.warn(
        { mailId: mail.id, attempts: mail.attempts, lastError: mail.lastError },
        'sign-in e-mail expired before it could be sent',
      );
      await storage.outbox.markFailed({
        id: mail.id,
        error: mail.lastError ?? 'expired before delivery',
        flowFailure: FlowFailure.mailUnavailable,
        scrub: true,
      });
      return false;
    }
    try {
      const content = openMail(sealer, mail);
      await transport.send({
        to: mail.to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        links: content.links,
      });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentMailError) {
        logger.warn({ mailId: mail.id, err: message }, 'sign-in e-mail refused for good');
        await storage.outbox.markFailed({
          id: mail.id,
          error: message,
          flowFailure: FlowFailure.mailRejected,
          scrub: true,
        });
        return false;
      }
      const delay = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, mail.attempts - 1));
      logger.warn(
        { mailId: mail.id, attempt: mail.attempts, retryInMs: delay, err: message },
        'sign-in e-mail not sent; will retry',
      );
      await storage.outbox.markRetry({ id: mail.id, nextAttemptAt: clock.now() + delay, error: message });
      return false;
    }
  }

  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await storage.outbox.claimDue({ now: clock.now(), leaseMs, limit: BATCH });
      const sent = await Promise.all(batch.map(deliver));
      const ids = batch.filter((_, i) => sent[i]).map((mail) => mail.id);
      await storage.outbox.markSent({ ids, now: clock.now(), scrub: !transport.keepsBodies });
      handled += batch.length;
      if (batch.length < BATCH) return handled;
    }
  }

  function runOnce(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'mail outbox run failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  return {
    kick: () => void runOnce(),
    runOnce,
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void runOnce(), pollIntervalMs);
      timer.unref();
      void runOnce();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
