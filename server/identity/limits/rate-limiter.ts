/**
 * Abuse limits, counted in the database so they hold across restarts and across instances sharing it.
 * Threats: e-mail bombing an address, spraying many addresses from one client, guessing at attestations,
 * and many clients guessing one account's password or authenticator codes.
 * Every rule of a check is counted on each call (a refused call still counts), and the caller learns how long
 * until the tightest exceeded window ends, for `Retry-After`. Subjects are keyed hashes, so the table holds no
 * addresses.
 */
import type { Clock } from '../clock.ts';
import type { HashPurpose, SecretHasher } from '../crypto/secrets.ts';
import type { IdentityStorage } from '../storage/types.ts';

export interface RateRule {
  /** At most `limit` calls per `windowMs`, the window starting at its first call. */
  limit: number;
  windowMs: number;
}

export interface RateLimits {
  /** Sign-in e-mails per address (default 1 per minute and 5 per hour). */
  sendsPerAddress: RateRule[];
  /** Sign-in requests per client address (default 10 per minute and 50 per hour). */
  sendsPerIp: RateRule[];
  /** Attestations per client address (default 30 per minute). */
  attestationsPerIp: RateRule[];
  /**
   * Password and authenticator-app answers per account, from anywhere (default 100 per hour, NIST
   * 800-63B §5.2.2): per-challenge and per-IP caps alone would let many addresses guess one account.
   */
  verifiesPerAccount: RateRule[];
  /** Stored analytics events per client address (default 120 per minute); the rest are dropped quietly. */
  eventsPerIp: RateRule[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  sendsPerAddress: [
    { limit: 1, windowMs: MINUTE },
    { limit: 5, windowMs: HOUR },
  ],
  sendsPerIp: [
    { limit: 10, windowMs: MINUTE },
    { limit: 50, windowMs: HOUR },
  ],
  attestationsPerIp: [{ limit: 30, windowMs: MINUTE }],
  verifiesPerAccount: [{ limit: 100, windowMs: HOUR }],
  eventsPerIp: [{ limit: 120, windowMs: MINUTE }],
};

export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  check(bucket: keyof RateLimits, purpose: HashPurpose, subject: string): Promise<LimitVerdict>;
}

export function createRateLimiter(params: {
  storage: IdentityStorage;
  clock: Clock;
  hasher: SecretHasher;
  limits: RateLimits;
}): RateLimiter {
  const { storage, clock, hasher, limits } = params;
  return {
    async check(bucket, purpose, subject) {
      const now = clock.now();
      const hashed = hasher.hash(purpose, subject);
      const rules = limits[bucket];
      // Rules with the same window share one counter.
      const windows = [...new Set(rules.map((rule) => rule.windowMs))].map((windowMs) => ({
        key: `${bucket}:${windowMs}:${hashed}`,
        windowMs,
      }));
      const counted = new Map(
        (await storage.rateLimits.hit({ windows, now })).map((w) => [w.key, w] as const),
      );
      let retryAfterMs = 0;
      for (const rule of rules) {
        const window = counted.get(`${bucket}:${rule.windowMs}:${hashed}`);
        if (window && window.count > rule.limit) {
          retryAfterMs = Math.max(retryAfterMs, window.windowStart + rule.windowMs - now);
        }
      }
      return retryAfterMs > 0
        ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
        : { ok: true };
    },
  };
}
