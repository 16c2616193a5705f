/**
 * Builds the identity service: keys, secrets, limits, outbox and the two Fastify plugins. The caller owns
 * the storage (open it with `openStorageFromEnv`) and the Fastify app:
 *
 *   const identity = await createIdentity({ storage, publicUrl, orgId, siteTitle, productName, mail });
 *   app.register(identity.apiPlugin, { prefix: '/api' });
 *   app.register(identity.devMailboxPlugin);          // routes only when the dev mailbox is in use
 *   ...
 *   await identity.close(); await storage.close();
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FactorMethod } from '../../core/identity/index.ts';
import { JSON_BODY_LIMITS } from '../http/request-limits.ts';
import { createApiPlugin } from './api/plugin.ts';
import { systemClock, type Clock } from './clock.ts';
import type { TrustProxy } from './context/client-ip.ts';
import { secretSealer } from './crypto/sealer.ts';
import { openSecretKey, secretHasher } from './crypto/secrets.ts';
import {
  createRateLimiter,
  DEFAULT_RATE_LIMITS,
  mailboxLinkRules,
  type RateLimits,
} from './limits/rate-limiter.ts';
import { silentLogger, type Logger } from './logger.ts';
import { createDevMailboxPlugin } from './mail/dev-mailbox-plugin.ts';
import { createDevTransport } from './mail/dev-transport.ts';
import { AVAILABLE_METHODS } from './factors/registry.ts';
import { mailLanguages, type SiteMailLocales } from './mail/language.ts';
import type { SiteMailTexts } from '../../core/identity/mail-overrides.ts';
import { createOutbox, type OutboxOptions } from './mail/outbox.ts';
import { quietObserver, type IdentityObserver } from './observer.ts';
import { createSmtpTransport } from './mail/smtp-transport.ts';
import type { MailOptions, MailTransport } from './mail/types.ts';
import { startMaintenance } from './maintenance.ts';
import { createOrganizationTree } from './orgs/organization-tree.ts';
import type { RegistrationPolicy } from './registration/policy.ts';
import type { IdentityConfig, IdentityService } from './service.ts';
import { createDevSmsSender } from './sms/dev-sender.ts';
import type { SmsOptions, SmsSender } from './sms/types.ts';
import { createWebhookSmsSender } from './sms/webhook-sender.ts';
import type { SsoConnection } from './sso/connections.ts';
import { PROVIDER_CHECK_INTERVAL_MS, startProviderChecks } from './sso/provider-checks.ts';
import { SSO_PROTOCOLS } from './sso/protocols.ts';
import type { IdentityStorage } from './storage/types.ts';
import { openKeyRing } from './tokens/key-ring.ts';
import { createRevocationCache } from './tokens/revocation-cache.ts';
import { createTokenService, type VerifyResult } from './tokens/token-service.ts';

export interface CreateIdentityOptions {
  storage: IdentityStorage;
  /** The site's public URL (`PUBLIC_URL`); links in e-mails and the token issuer derive from it. */
  publicUrl: string;
  /** `signIn.orgID` of the site config. */
  orgId: string;
  siteTitle: string;
  productName: string;
  /**
   * The site's locales (`<html lang>` of each) and its default one: readers' messages are written in the
   * language of the page that asked, among these; default English only.
   */
  locales?: SiteMailLocales;
  /** The site's own wording of the messages, checked (`docgen-mail.json`); default the built-in texts. */
  mailTexts?: SiteMailTexts;
  mail: MailOptions;
  /** Text messages (otp_via_sms): a webhook (`SMS_WEBHOOK_URL`) or, outside production, the dev outbox. */
  sms?: SmsOptions;
  registration?: RegistrationPolicy;
  /** The factor methods the site enables (`signIn.formConfiguration.factors`); default every one implemented. */
  enabledMethods?: readonly FactorMethod[];
  /** Whether (and through how many proxies) to trust `X-Forwarded-For`; default false. */
  trustProxy?: TrustProxy;
  /**
   * The SDK page of the site (`signIn.sdkURL`); default `<publicUrl>/api/sdk.html`. Passkeys scoped to its
   * domain may be used from the site's pages through it.
   */
  sdkUrl?: string;
  /** Other origins whose pages may call the API (the site's own origin is always allowed). */
  corsOrigins?: string[];
  /**
   * Where browsers and providers reach this API (`IDENTITY_URL`), when not `<publicUrl>/api`: e.g. the root of an
   * identity origin of its own that a reverse proxy maps onto `/api`. The providers' redirect URIs and the
   * popup's return page are under it.
   */
  apiUrl?: string;
  /** Token lifetime; default 86,400 s (24 h). */
  tokenTtlSeconds?: number;
  /** Sign-in link lifetime; default 10, at most 60 minutes. */
  linkTtlMinutes?: number;
  limits?: Partial<RateLimits>;
  /** HMAC key for stored secrets (`DOCGEN_SECRET_KEY`); default: generated once and kept in the database. */
  secretKey?: string;
  /** With `production`, the dev mailbox is refused: `mail` must be SMTP. */
  production?: boolean;
  devMailbox?: { allowRemote?: boolean };
  clock?: Clock;
  logger?: Logger;
  /** Told of sign-ins and refusals (the server's metrics); default nobody. */
  observer?: IdentityObserver;
  outbox?: OutboxOptions & { autoStart?: boolean };
  /** Replaces the transport built from `mail` (tests). */
  mailTransport?: MailTransport;
  /** Replaces the sender built from `sms` (tests). */
  smsSender?: SmsSender;
  /** Periodic clean-up of expired data; default on. */
  maintenance?: boolean;
  /** Single sign-on providers (`SSO_OIDC_PROVIDERS`, `SSO_SAML_PROVIDERS`; see `sso/oidc/settings.ts`, `sso/saml/settings.ts`); default none. */
  ssoConnections?: readonly SsoConnection[];
  /** How often the single sign-on providers' settings are read again (`sso/provider-checks.ts`); default 5 min. */
  ssoCheckIntervalMs?: number;
  /** The site asks for privacy consent (`signIn.privacyConsent`): analytics need the `analytics` level. */
  analyticsNeedConsent?: boolean;
  /** Create anonymous readers on request (`signIn.anonymousReaders`); default off. */
  anonymousPersons?: boolean;
  /** The group whose members may impersonate readers of their organisation (`signIn.impersonationGroup`). */
  impersonationGroup?: string;
}

export interface Identity {
  /** Mount with `{ prefix: '/api' }`. */
  apiPlugin: FastifyPluginAsync;
  /** Mount at the root; registers `/_dev/mailbox` routes only when the dev mailbox is in use. */
  devMailboxPlugin: FastifyPluginAsync;
  devMailboxEnabled: boolean;
  /** What the dev mailbox receives instead of a real transport: e-mail (no `SMTP_URL`), text messages, both. */
  devMailboxHolds: { mail: boolean; sms: boolean };
  /** Local token verification for the server gate (no database hit but the ≤1 s revocation refresh). */
  verifyToken(token: string): Promise<VerifyResult>;
  /** `verifyToken`, and the person must still exist and be active (one database read; for signing in). */
  verifyTokenAndPerson(token: string): Promise<VerifyResult>;
  /** How old the revocation list was that the last token check used, in ms (see `tokens/revocation-cache.ts`). */
  revocationLagMs(): number | undefined;
  /** Whether a token for `orgId` is one of the site's: its own organisation or one under it (from memory). */
  servesOrganization(orgId: string): Promise<boolean>;
  service: IdentityService;
  /** Stops the outbox and timers and closes the mail transport; the storage is the caller's to close. */
  close(): Promise<void>;
}

const DEFAULT_TOKEN_TTL_SECONDS = 86_400;
const DEFAULT_LINK_TTL_MINUTES = 10;
const MAX_LINK_TTL_MINUTES = 60;
const POLL_GRACE_MS = 30_000;
/** Where the caller mounts `apiPlugin` (`{ prefix: '/api' }`). */
const API_PATH = '/api';

export async function createIdentity(options: CreateIdentityOptions): Promise<Identity> {
  const { storage } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const observer = options.observer ?? quietObserver;
  const config = resolveConfig(options);
  const tokenTtlMs = (options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS) * 1000;
  if (!(tokenTtlMs >= 60_000)) throw new Error('the token lifetime must be at least 60 seconds');
  if (options.production && options.mail.kind === 'dev') {
    throw new Error(
      'SMTP_URL is required when NODE_ENV=production: the dev mailbox would show sign-in links to anyone',
    );
  }

  await storage.organizations.ensure({ id: config.orgId, name: config.siteTitle, createdAt: clock.now() });
  const masterKey = await openSecretKey({
    storage,
    clock,
    ...(options.secretKey ? { key: options.secretKey } : {}),
  });
  const hasher = secretHasher(masterKey);
  const sealer = secretSealer(masterKey);
  const keyRing = await openKeyRing({ storage, clock, tokenTtlMs, sealer });
  const revocations = createRevocationCache({ storage, clock });
  const tokens = createTokenService({
    storage,
    keyRing,
    revocations,
    clock,
    issuer: config.publicUrl,
    ttlMs: tokenTtlMs,
  });
  const limiter = createRateLimiter({
    storage,
    clock,
    hasher,
    limits: {
      ...DEFAULT_RATE_LIMITS,
      mailboxLinksPerAddress: mailboxLinkRules(config.linkTtlMs),
      ...options.limits,
    },
    onRefused: (limit) => observer.limitRefused(limit),
  });
  const transport =
    options.mailTransport ??
    (options.mail.kind === 'smtp'
      ? createSmtpTransport({ url: options.mail.url, from: options.mail.from })
      : createDevTransport(options.mail.print ? { print: options.mail.print } : {}));
  const smsOptions = options.sms ?? { kind: 'dev' };
  // In production the dev outbox would swallow codes nobody can read, so SMS factors are off without a webhook.
  const sms =
    options.smsSender ??
    (smsOptions.kind === 'webhook'
      ? createWebhookSmsSender(smsOptions)
      : options.production
        ? undefined
        : createDevSmsSender({ storage, clock, ...(smsOptions.print ? { print: smsOptions.print } : {}) }));
  const outbox = createOutbox({ storage, transport, clock, logger, sealer, options: options.outbox ?? {} });
  const service: IdentityService = {
    config,
    storage,
    clock,
    logger,
    observer,
    keyRing,
    tokens,
    organizations: createOrganizationTree({ storage, rootId: config.orgId }),
    hasher,
    sealer,
    limiter,
    outbox,
    mailTransport: transport.name,
    sms,
    ssoConnections: options.ssoConnections ?? [],
  };

  if (options.outbox?.autoStart !== false) outbox.start();
  const stopMaintenance =
    options.maintenance === false ? () => {} : startMaintenance({ storage, clock, tokenTtlMs, logger });
  const stopProviderChecks = startProviderChecks(
    service,
    SSO_PROTOCOLS,
    options.ssoCheckIntervalMs ?? PROVIDER_CHECK_INTERVAL_MS,
  );
  const devMailboxEnabled = transport.name === 'dev' || sms?.name === 'dev';

  return {
    apiPlugin: createApiPlugin(service),
    devMailboxPlugin: devMailboxEnabled
      ? createDevMailboxPlugin({
          storage,
          sealer,
          allowRemote: options.devMailbox?.allowRemote ?? false,
          behindProxy: (options.trustProxy ?? false) !== false,
        })
      : async () => {},
    devMailboxEnabled,
    devMailboxHolds: { mail: transport.name === 'dev', sms: sms?.name === 'dev' },
    verifyToken: (token) => tokens.verify(token),
    verifyTokenAndPerson: (token) => tokens.verifyWithPerson(token),
    revocationLagMs: () => revocations.lastCheckAgeMs(),
    servesOrganization: (orgId) => service.organizations.serves(orgId),
    service,
    async close() {
      stopMaintenance();
      stopProviderChecks();
      await outbox.stop();
      await transport.close();
    },
  };
}

const ENGLISH_ONLY: SiteMailLocales = { locales: ['en'], defaultLocale: 'en' };

function resolveConfig(options: CreateIdentityOptions): IdentityConfig {
  const publicUrl = parseHttpUrl(options.publicUrl, 'the public URL (PUBLIC_URL)').replace(/(?<!\/)\/+$/, '');
  const linkTtlMinutes = options.linkTtlMinutes ?? DEFAULT_LINK_TTL_MINUTES;
  if (!(linkTtlMinutes > 0 && linkTtlMinutes <= MAX_LINK_TTL_MINUTES)) {
    throw new Error(
      `the sign-in link lifetime must be between 1 and ${MAX_LINK_TTL_MINUTES} minutes, not ${linkTtlMinutes}`,
    );
  }
  if (!options.orgId) throw new Error('the organisation id (signIn.orgID) is required');
  const origins = new Set([new URL(publicUrl).origin]);
  for (const origin of options.corsOrigins ?? [])
    origins.add(new URL(parseHttpUrl(origin, `the CORS origin "${origin}"`)).origin);
  const sdkUrl = options.sdkUrl
    ? parseHttpUrl(options.sdkUrl, 'the SDK page URL (signIn.sdkURL)')
    : publicUrl;
  return {
    publicUrl,
    apiUrl: options.apiUrl
      ? parseHttpUrl(options.apiUrl, 'the identity API URL (IDENTITY_URL)').replace(/(?<!\/)\/+$/, '')
      : `${publicUrl}${API_PATH}`,
    allowedOrigins: origins,
    passkeyPageOrigin: new URL(sdkUrl).origin,
    orgId: options.orgId,
    siteTitle: options.siteTitle,
    productName: options.productName,
    mailLanguages: mailLanguages(options.locales ?? ENGLISH_ONLY),
    mailTexts: options.mailTexts ?? {},
    registration: options.registration ?? { mode: 'open' },
    enabledMethods: new Set(options.enabledMethods ?? AVAILABLE_METHODS),
    trustProxy: options.trustProxy ?? false,
    linkTtlMs: linkTtlMinutes * 60_000,
    pollGraceMs: POLL_GRACE_MS,
    bodyLimitBytes: JSON_BODY_LIMITS.bytes,
    analyticsNeedConsent: options.analyticsNeedConsent ?? false,
    anonymousPersons: options.anonymousPersons ?? false,
    impersonationGroup: options.impersonationGroup,
  };
}

function parseHttpUrl(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} is not a URL: "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${what} must start with http:// or https://`);
  return url.toString();
}
