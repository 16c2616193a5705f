/**
 * Abuse limits, counted in the database so they hold across restarts and across instances sharing it.
 * Threats: e-mail bombing an address, spraying many addresses from one client, guessing at attestations,
 * and many clients guessing one account's password or authenticator codes.
 * `check` counts every rule on each call (a refused guess still counts); `take` counts only a call that every
 * rule allows, so refused requests never use up anyone's allowance (otherwise a few requests from anywhere
 * could lock a reader out of their sign-in e-mails). The caller learns how long until the tightest exceeded
 * window ends, for `Retry-After`. Subjects are keyed hashes, so the table holds no addresses.
 */
import type { Clock } from '../clock.ts';
import type { HashPurpose, SecretHasher } from '../crypto/secrets.ts';
import type { IdentityStorage } from '../storage/types.ts';

export interface RateRule {
  /** At most `limit` calls per `windowMs`, the window starting at its first call. */
  limit: number;
  windowMs: number;
}

/**
 * The abuse limits, each with what it counts, per what (`@per`) and what the caller gets over it (`@over`).
 * The documentation's limits reference is generated from these comments and `DEFAULT_RATE_LIMITS`
 * (`npm run docs:reference`): the numbers are written only in that table.
 */
export interface RateLimits {
  /**
   * Sign-in messages (links and codes) to one address or number asked for by one client.
   * @per client address and e-mail address or phone number
   * @over `429` with `Retry-After`: `too many requests` when only this client's budget for the address refused
   * for under a minute (its reader pressed Resend too soon), otherwise `a sign-in link was already sent` (see
   * `mailboxLinksPerAddress`).
   */
  sendsPerAddress: RateRule[];
  /**
   * Sign-in messages to one address or number from all clients together: the ceiling on mail bombing. A
   * browser that signed in as the address before (its device cookie) is not held to it.
   * @per e-mail address or phone number
   * @over `429` `a sign-in link was already sent to this address; open the newest one` with `Retry-After`; links
   * to the address then sign in only the browser that opens them.
   */
  sendsPerAddressAllClients: RateRule[];
  /**
   * Over the limits above, a fresh sign-in link (one only the mailbox can use) is still sent to the address, at
   * most once per window (never more than half a link's lifetime), so its reader always holds a live link.
   * @per e-mail address or phone number
   * @over no fresh link this time; the newest one in the mailbox still signs in.
   */
  mailboxLinksPerAddress: RateRule[];
  /**
   * Sign-in and recovery requests that may send a message.
   * @per client address
   * @over `429 too many requests` with `Retry-After`.
   */
  sendsPerIp: RateRule[];
  /**
   * Single sign-on calls: starts and the provider's returns. They send no message, so they are not held to
   * `sendsPerIp` or the attestation limit; a sign-in takes three calls, so an office of readers behind one
   * address signs in together.
   * @per client address
   * @over `429 too many requests` with `Retry-After`.
   */
  ssoPerIp: RateRule[];
  /**
   * Attestations: answers to challenges (codes, passwords, passkeys, links opened).
   * @per client address
   * @over `429 too many requests` with `Retry-After`.
   */
  attestationsPerIp: RateRule[];
  /**
   * Password and authenticator-app answers to one account, from anywhere (NIST 800-63B §5.2.2): per-challenge
   * and per-client caps alone would let many addresses guess one account.
   * @per account (its e-mail address or phone number)
   * @over `429 too many requests` with `Retry-After`.
   */
  verifiesPerAccount: RateRule[];
  /**
   * Analytics events stored (`POST /events`, `POST /actions/sdk`).
   * @per client address
   * @over the usual `200`, and the event is dropped: a client never learns it is being dropped.
   */
  eventsPerIp: RateRule[];
  /**
   * Changes to readers' accounts (attributes, consent) and one-time sign-ins handed out (impersonations,
   * Direct-IDs).
   * @per client address
   * @over `429 too many requests` with `Retry-After`.
   */
  accountWritesPerIp: RateRule[];
  /**
   * Anonymous readers created.
   * @per client address
   * @over `429 too many requests` with `Retry-After`.
   */
  anonymousPerIp: RateRule[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A fresh mailbox link at most every 5 minutes, and before the newest has used half its life, so the link a
 * reader is pointed to always has at least half of it left.
 */
export function mailboxLinkRules(linkTtlMs: number): RateRule[] {
  return [{ limit: 1, windowMs: Math.min(5 * MINUTE, linkTtlMs / 2) }];
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  sendsPerAddress: [
    { limit: 1, windowMs: MINUTE },
    { limit: 5, windowMs: HOUR },
  ],
  sendsPerAddressAllClients: [
    { limit: 3, windowMs: MINUTE },
    { limit: 20, windowMs: HOUR },
  ],
  mailboxLinksPerAddress: mailboxLinkRules(10 * MINUTE),
  sendsPerIp: [
    { limit: 10, windowMs: MINUTE },
    { limit: 50, windowMs: HOUR },
  ],
  ssoPerIp: [
    { limit: 300, windowMs: MINUTE },
    { limit: 3_000, windowMs: HOUR },
  ],
  attestationsPerIp: [{ limit: 30, windowMs: MINUTE }],
  verifiesPerAccount: [{ limit: 100, windowMs: HOUR }],
  eventsPerIp: [{ limit: 120, windowMs: MINUTE }],
  accountWritesPerIp: [{ limit: 120, windowMs: MINUTE }],
  anonymousPerIp: [
    { limit: 10, windowMs: MINUTE },
    { limit: 100, windowMs: 24 * HOUR },
  ],
};

export type LimitVerdict =
  | { ok: true }
  | {
      ok: false;
      retryAfterSeconds: number;
      /** The buckets over their limit. */ refused: Array<keyof RateLimits>;
    };

export interface LimitCheck {
  bucket: keyof RateLimits;
  purpose: HashPurpose;
  subject: string;
}

export interface RateLimiter {
  check(bucket: keyof RateLimits, purpose: HashPurpose, subject: string): Promise<LimitVerdict>;
  /** Counts the call against every check only when all of them allow it; a refusal counts nowhere. */
  take(checks: readonly LimitCheck[]): Promise<LimitVerdict>;
  /** Marks the subject for `windowMs` from now (a later mark extends it), e.g. an address under attack. */
  mark(purpose: HashPurpose, subject: string, windowMs: number): Promise<void>;
  /** The rules a bucket is held to. */
  rules(bucket: keyof RateLimits): readonly RateRule[];
  isMarked(purpose: HashPurpose, subject: string): Promise<boolean>;
}

export function createRateLimiter(params: {
  storage: IdentityStorage;
  clock: Clock;
  hasher: SecretHasher;
  limits: RateLimits;
  /** Told of each limit that refused a call (for the metrics). */
  onRefused?: (limit: keyof RateLimits) => void;
}): RateLimiter {
  const { storage, clock, hasher, limits, onRefused = () => undefined } = params;
  /** Counts one hit in every window of the check; the keys counted and how long until it is allowed again. */
  async function hit(bucket: keyof RateLimits, purpose: HashPurpose, subject: string) {
    const now = clock.now();
    const hashed = hasher.hash(purpose, subject);
    const rules = limits[bucket];
    // Rules with the same window share one counter.
    const windows = [...new Set(rules.map((rule) => rule.windowMs))].map((windowMs) => ({
      key: `${bucket}:${windowMs}:${hashed}`,
      windowMs,
    }));
    const counted = new Map((await storage.rateLimits.hit({ windows, now })).map((w) => [w.key, w] as const));
    let retryAfterMs = 0;
    for (const rule of rules) {
      const window = counted.get(`${bucket}:${rule.windowMs}:${hashed}`);
      if (window && window.count > rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, window.windowStart + rule.windowMs - now);
      }
    }
    if (retryAfterMs > 0) onRefused(bucket);
    return { bucket, keys: windows.map((w) => w.key), retryAfterMs };
  }

  const verdict = (
    results: ReadonlyArray<{ bucket: keyof RateLimits; retryAfterMs: number }>,
  ): LimitVerdict => {
    const retryAfterMs = Math.max(0, ...results.map((r) => r.retryAfterMs));
    if (retryAfterMs === 0) return { ok: true };
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
      refused: results.filter((r) => r.retryAfterMs > 0).map((r) => r.bucket),
    };
  };
  const markKey = (purpose: HashPurpose, subject: string) => `mark:${hasher.hash(purpose, subject)}`;

  return {
    async check(bucket, purpose, subject) {
      return verdict([await hit(bucket, purpose, subject)]);
    },
    async take(checks) {
      const results = [];
      for (const { bucket, purpose, subject } of checks) results.push(await hit(bucket, purpose, subject));
      const answer = verdict(results);
      if (!answer.ok) await storage.rateLimits.refund(results.flatMap((r) => r.keys));
      return answer;
    },
    async mark(purpose, subject, windowMs) {
      await storage.rateLimits.mark({ key: markKey(purpose, subject), windowMs, now: clock.now() });
    },
    rules: (bucket) => limits[bucket],
    async isMarked(purpose, subject) {
      return storage.rateLimits.isMarked({ key: markKey(purpose, subject), now: clock.now() });
    },
  };
}
