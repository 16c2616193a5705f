/** Everything a route, flow or factor needs, built once by `createIdentity`. */
import type { FactorMethod } from '../../core/identity/index.ts';
import type { Clock } from './clock.ts';
import type { TrustProxy } from './context/client-ip.ts';
import type { SecretSealer } from './crypto/sealer.ts';
import type { SecretHasher } from './crypto/secrets.ts';
import type { RateLimiter } from './limits/rate-limiter.ts';
import type { Logger } from './logger.ts';
import type { MailLanguages } from './mail/language.ts';
import type { SiteMailTexts } from '../../core/identity/mail-overrides.ts';
import type { Outbox } from './mail/outbox.ts';
import type { IdentityObserver } from './observer.ts';
import type { OrganizationTree } from './orgs/organization-tree.ts';
import type { RegistrationPolicy } from './registration/policy.ts';
import type { SmsSender } from './sms/types.ts';
import type { SsoConnection } from './sso/connections.ts';
import type { IdentityStorage } from './storage/types.ts';
import type { KeyRing } from './tokens/key-ring.ts';
import type { TokenService } from './tokens/token-service.ts';

export interface IdentityConfig {
  /** The site's public URL without a trailing slash, e.g. `https://docs.example.com`. */
  publicUrl: string;
  /**
   * Where browsers and providers reach the API: `<publicUrl>/api`, or `IDENTITY_URL` (pages the API serves
   * link to each other through it, and provider redirect URIs are under it).
   */
  apiUrl: string;
  /** Origins (scheme://host[:port]) whose pages may call the API from a browser, the site's own included. */
  allowedOrigins: ReadonlySet<string>;
  /**
   * The origin of the SDK page (`signIn.sdkURL`), where passkey ceremonies run whose scope is not the reading
   * page's domain; the site's own origin when the site uses its own `/api/sdk.html`.
   */
  passkeyPageOrigin: string;
  orgId: string;
  siteTitle: string;
  productName: string;
  /** The languages readers' messages may be written in, and the one when none fits (`mail/language.ts`). */
  mailLanguages: MailLanguages;
  /** The site's own wording of the messages (`docgen-mail.json`), by language. */
  mailTexts: SiteMailTexts;
  registration: RegistrationPolicy;
  /**
   * The factor methods the site offers readers. `POST /id` starts no other: a site built on 256-bit links must
   * not quietly accept 6-digit codes. Steps a started flow needs (the code proving an address before a password
   * is set) belong to that flow, not to this list.
   */
  enabledMethods: ReadonlySet<FactorMethod>;
  trustProxy: TrustProxy;
  /** Life of a sign-in link and its flow. */
  linkTtlMs: number;
  /** How long the requesting tab may fetch its token again after the first fetch. */
  pollGraceMs: number;
  /** Largest JSON body accepted. */
  bodyLimitBytes: number;
  /**
   * The site asks readers for privacy consent: analytics events are stored only for readers who gave the
   * `analytics` level. Without it, only a reader's explicit refusal keeps their events out.
   */
  analyticsNeedConsent: boolean;
  /** `POST /persons/anonymous` creates anonymous readers (`signIn.anonymousReaders`). */
  anonymousPersons: boolean;
  /** Members of this group (in an organisation) may impersonate that organisation's readers; none: nobody. */
  impersonationGroup: string | undefined;
}

export interface IdentityService {
  config: IdentityConfig;
  storage: IdentityStorage;
  clock: Clock;
  logger: Logger;
  observer: IdentityObserver;
  keyRing: KeyRing;
  tokens: TokenService;
  /** The site's organisation and its sub-organisations. */
  organizations: OrganizationTree;
  hasher: SecretHasher;
  sealer: SecretSealer;
  limiter: RateLimiter;
  outbox: Outbox;
  mailTransport: 'smtp' | 'dev';
  /** Undefined when no SMS provider is configured in production: SMS factors are then unavailable. */
  sms: SmsSender | undefined;
  /** The single sign-on providers the operator configured (`sso/connections.ts`). */
  ssoConnections: readonly SsoConnection[];
}
