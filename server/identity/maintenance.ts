/**
 * Periodic clean-up so the database stays small: expired flows (a day after expiry, so late polls still get
 * "expired"), finished rate-limit windows, revocations of tokens that have expired anyway, used SAML assertions, provider sign-ins and assistants' codes and tokens once expired, delivered
 * messages (e-mail and dev text messages) after a week, analytics after 30 days (and beyond the newest 10,000), retired keys no token
 * can still need, and anonymous readers after 30 days. Any instance may run it; every step is idempotent.
 */
import type { Clock } from './clock.ts';
import type { Logger } from './logger.ts';
import type { IdentityStorage } from './storage/types.ts';

const DAY = 24 * 3600 * 1000;

async function runMaintenance(params: {
  storage: IdentityStorage;
  clock: Clock;
  tokenTtlMs: number;
}): Promise<void> {
  const { storage, clock, tokenTtlMs } = params;
  const now = clock.now();
  await storage.flows.deleteExpiredBefore(now - DAY);
  await storage.rateLimits.deleteExpiredBefore(now);
  await storage.revocations.deleteExpiredBefore(now);
  await storage.samlAssertions.deleteExpiredBefore(now);
  await storage.ssoSignOuts.deleteExpiredBefore(now);
  await storage.assistantSecrets.deleteExpiredBefore(now);
  await storage.outbox.deleteOlderThan(now - 7 * DAY);
  await storage.smsMessages.deleteOlderThan(now - 7 * DAY);
  await storage.analytics.prune({ before: now - 30 * DAY, keep: 10_000 });
  await storage.signingKeys.deleteRetiredBefore(now - tokenTtlMs);
  await storage.anonymousPersons.deleteCreatedBefore(now - 30 * DAY);
}

export function startMaintenance(params: {
  storage: IdentityStorage;
  clock: Clock;
  tokenTtlMs: number;
  logger: Logger;
  intervalMs?: number;
}): () => void {
  const timer = setInterval(
    () => {
      runMaintenance(params).catch((error: unknown) =>
        params.logger.warn({ err: error }, 'identity maintenance failed'),
      );
    },
    params.intervalMs ?? 10 * 60_000,
  );
  timer.unref();
  return () => clearInterval(timer);
}
