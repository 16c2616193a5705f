/**
 * The one storage interface of the identity service. SQLite and PostgreSQL implement it through the same
 * Kysely code (`kysely/`), and `tests/integration/identity/storage.conformance.test.ts` holds both to it.
 *
 * Times are milliseconds since the epoch, always passed in by the caller (the service's clock), never read
 * from the database server, so an injected clock governs expiry everywhere.
 */
import type { FactorMethod, Handle, HandleType, PersonType } from '../../../core/identity/index.ts';
import type {
  AnonymousPersonsRepo,
  AttributesRepo,
  ConsentsRepo,
  FlowExtrasRepo,
  ImpersonationsRepo,
  MembershipsRepo,
} from './account-types.ts';
import type {
  AssistantAuditRepo,
  AssistantClientsRepo,
  AssistantGrantsRepo,
  AssistantSecretsRepo,
} from './assistant-types.ts';
import type {
  PasswordsRepo,
  SamlAssertionsRepo,
  SsoSignOutsRepo,
  TotpRepo,
  WebauthnRepo,
} from './credential-types.ts';

export type {
  PasswordsRepo,
  SamlAssertionsRepo,
  SsoSignOutsRepo,
  TotpRepo,
  WebauthnCredentialRecord,
  WebauthnRepo,
} from './credential-types.ts';

export interface SettingsRepo {
  get(name: string): Promise<string | undefined>;
  /** Stores `value` unless the name exists; returns whichever value won (safe when instances race). */
  putIfAbsent(name: string, value: string, now: number): Promise<string>;
}

export interface SigningKeyRecord {
  kid: string;
  alg: string;
  privateJwk: string;
  publicJwk: string;
  createdAt: number;
  retiredAt: number | null;
}

export interface SigningKeysRepo {
  list(): Promise<SigningKeyRecord[]>;
  insert(key: SigningKeyRecord): Promise<void>;
  /** Inserts the very first key unless one was ever created; exactly one of racing instances succeeds. */
  insertInitial(key: SigningKeyRecord): Promise<boolean>;
  retire(kid: string, at: number): Promise<boolean>;
  /** Deletes keys retired before `before` (no token they signed can still be valid). */
  deleteRetiredBefore(before: number): Promise<number>;
}

export interface OrganizationRecord {
  id: string;
  name: string;
  createdAt: number;
  /** The organisation this one is a sub-organisation of; null for a site's own. */
  parentId: string | null;
}

export type NewOrganization = Omit<OrganizationRecord, 'parentId'> & { parentId?: string | null };

export interface OrganizationsRepo {
  /** Creates the organisation unless it exists (an existing one is left as it is). */
  ensure(org: NewOrganization): Promise<void>;
  /** Creates the organisation; false when the id is taken. */
  create(org: NewOrganization): Promise<boolean>;
  get(id: string): Promise<OrganizationRecord | undefined>;
  /** Every organisation, oldest first. */
  list(): Promise<OrganizationRecord[]>;
  /** Deletes the organisation with its memberships; false when there was none. */
  remove(id: string): Promise<boolean>;
}

export interface PersonRecord {
  id: string;
  orgId: string;
  active: boolean;
  personType: PersonType;
  region: string;
  groups: string[];
  /** Role names in the person's own organisation (`docgen users roles`); they carry no meaning here. */
  roles: string[];
  attributes: Record<string, Record<string, unknown>>;
  handles: Handle[];
  createdAt: number;
  firstLoginAt: number | null;
  lastLoginAt: number | null;
}

interface NewPerson {
  orgId: string;
  handle: Handle;
  groups: string[];
  region: string;
  now: number;
}

export interface PersonsRepo {
  get(personId: string): Promise<PersonRecord | undefined>;
  findByHandle(orgId: string, handle: Handle): Promise<PersonRecord | undefined>;
  /** Returns the person owning the handle, creating it if none does; exactly one wins a race. */
  findOrCreate(person: NewPerson): Promise<{ person: PersonRecord; created: boolean }>;
  list(orgId: string): Promise<PersonRecord[]>;
  remove(personId: string): Promise<boolean>;
  setGroups(personId: string, groups: string[]): Promise<boolean>;
  setRoles(personId: string, roles: string[]): Promise<boolean>;
  /** Records a sign-in; `first` is true for exactly one call per person. */
  recordLogin(personId: string, now: number): Promise<{ first: boolean }>;
}

export type FlowStatus = 'pending' | 'completed' | 'failed';
/** `sso_state` travels through the identity provider and back; `sso_code` is handed to the browser after it. */
type SecretPurpose = 'poll' | 'nonce' | 'otp' | 'webauthn' | 'reset' | 'sso_state' | 'sso_code';

export interface FlowRecord {
  id: string;
  orgId: string;
  factorMethod: FactorMethod;
  handle: { type: HandleType; value: string };
  requesterDevice: string;
  status: FlowStatus;
  failure: string | null;
  personId: string | null;
  resultClaims: string | null;
  createdAt: number;
  expiresAt: number;
  completedAt: number | null;
  deliveredAt: number | null;
}

export interface NewChallenge {
  id: string;
  type: string;
  authenticationMethod: FactorMethod;
  /** State the challenge's attestation needs (sealed when secret); never sent to the client. */
  payload?: string;
}

interface ChallengeRecord {
  id: string;
  flowId: string;
  type: string;
  authenticationMethod: FactorMethod;
  payload: string | null;
}

export interface NewSecret {
  /** Keyed hash of the secret; the secret itself is never stored. */
  hash: string;
  purpose: SecretPurpose;
  challengeId: string | null;
  expiresAt: number;
}

export interface NewFlow {
  flow: Omit<
    FlowRecord,
    'status' | 'failure' | 'personId' | 'resultClaims' | 'completedAt' | 'deliveredAt'
  > & {
    /** JSON of what the flow carries beyond a sign-in (`flows/extras.ts`), stored with it. */
    extras?: string;
  };
  challenges: NewChallenge[];
  secrets: NewSecret[];
  /** Queued in the same transaction, so a flow never exists without its message (and vice versa). */
  mail?: NewMail;
}

export interface FlowsRepo {
  create(input: NewFlow): Promise<void>;
  get(flowId: string): Promise<FlowRecord | undefined>;
  findBySecret(hash: string, purpose: SecretPurpose): Promise<FlowRecord | undefined>;
  findByChallenge(challengeId: string): Promise<FlowRecord | undefined>;
  getChallenge(challengeId: string): Promise<ChallengeRecord | undefined>;
  /** Replaces the state a challenge keeps (single sign-on records what the identity provider said). */
  setChallengePayload(challengeId: string, payload: string): Promise<void>;
  /** Whether a secret of this purpose was spent in the flow (e.g. its e-mailed code was confirmed). */
  secretUsed(flowId: string, purpose: SecretPurpose): Promise<boolean>;
  /**
   * Spends a single-use secret: one `UPDATE … WHERE used_at IS NULL AND expires_at > now RETURNING`.
   * Returns the flow id to exactly one caller; unknown, used, expired or mismatched secrets give undefined.
   */
  consumeSecret(input: {
    hash: string;
    purpose: SecretPurpose;
    challengeId: string;
    now: number;
  }): Promise<string | undefined>;
  /**
   * Counts one code submission against a challenge of a pending, unexpired flow, in one
   * `UPDATE … WHERE attempts < max … RETURNING`, so concurrent submissions never pass the cap. Returns the
   * count including this one, or undefined when the cap was already reached or the flow is over.
   */
  countAttempt(input: { challengeId: string; max: number; now: number }): Promise<number | undefined>;
  /**
   * Moves a pending flow to completed; false if it was not pending. `resultClaims` null: the requesting tab's
   * poll gets no token (it ends as expired).
   */
  complete(input: {
    flowId: string;
    personId: string;
    resultClaims: string | null;
    now: number;
  }): Promise<boolean>;
  /** Marks the result delivered (first call wins) and returns the time of the first delivery. */
  markDelivered(flowId: string, now: number): Promise<number | undefined>;
  fail(flowId: string, failure: string): Promise<boolean>;
  /** Deletes flows (with their challenges and secrets) that expired before `before`. */
  deleteExpiredBefore(before: number): Promise<number>;
}

export type RevocationKind = 'token' | 'person';

export interface RevocationRecord {
  subject: string;
  kind: RevocationKind;
  revokedAt: number;
  expiresAt: number;
}

export interface RevocationsRepo {
  /** Adds a revocation; false when the subject was already revoked. */
  add(revocation: RevocationRecord): Promise<boolean>;
  /** Upserts: a later revocation of the same subject moves `revokedAt` forward. */
  put(revocation: RevocationRecord): Promise<void>;
  listActive(now: number): Promise<RevocationRecord[]>;
  deleteExpiredBefore(before: number): Promise<number>;
}

export interface RateLimitsRepo {
  /**
   * Counts one hit in each window (a window starts at its first hit and lasts `windowMs`), atomically, in one
   * statement. Keys must be distinct. Returns each window's count including this hit, and when it started.
   */
  hit(input: {
    windows: Array<{ key: string; windowMs: number }>;
    now: number;
  }): Promise<Array<{ key: string; count: number; windowStart: number }>>;
  /** Takes back one hit from each key (a refused request must not count against anyone's allowance). */
  refund(keys: string[]): Promise<void>;
  /** Sets a mark that lasts `windowMs` from `now`; marking again moves its end later, never earlier. */
  mark(input: { key: string; windowMs: number; now: number }): Promise<void>;
  /** Whether the key holds a live mark (or a live window with hits) at `now`. */
  isMarked(input: { key: string; now: number }): Promise<boolean>;
  deleteExpiredBefore(before: number): Promise<number>;
}

export type MailStatus = 'queued' | 'sent' | 'failed';

export interface MailRecord {
  id: string;
  flowId: string | null;
  transport: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  status: MailStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
  expiresAt: number;
}

export type NewMail = Pick<
  MailRecord,
  'id' | 'flowId' | 'transport' | 'to' | 'subject' | 'text' | 'html' | 'links' | 'createdAt' | 'expiresAt'
>;

export interface OutboxRepo {
  enqueue(mail: NewMail): Promise<void>;
  get(id: string): Promise<MailRecord | undefined>;
  /** Leases up to `limit` due messages for `leaseMs`, counting an attempt; each is leased by one caller. */
  claimDue(input: { now: number; leaseMs: number; limit: number }): Promise<MailRecord[]>;
  /** `scrub` blanks the bodies (they hold a live link) once they are no longer needed. */
  markSent(input: { ids: string[]; now: number; scrub: boolean }): Promise<void>;
  markRetry(input: { id: string; nextAttemptAt: number; error: string }): Promise<void>;
  /** Gives up on a message and fails its flow with `flowFailure`, so the waiting reader learns of it. */
  markFailed(input: { id: string; error: string; flowFailure: string; scrub: boolean }): Promise<void>;
  /** Newest first. */
  list(input: { limit: number; transport?: string }): Promise<MailRecord[]>;
  deleteOlderThan(before: number): Promise<number>;
  /** How many messages wait to be sent, and when the oldest of them was queued (for the metrics). */
  backlog(): Promise<{ queued: number; oldestCreatedAt: number | undefined }>;
}

interface AnalyticsEventRecord {
  id: string;
  orgId: string | null;
  eventName: string;
  body: string;
  createdAt: number;
}

export interface AnalyticsEventsRepo {
  insert(event: AnalyticsEventRecord): Promise<void>;
  /** Newest first. */
  list(limit: number): Promise<AnalyticsEventRecord[]>;
  /** Deletes events older than `before`, then all but the newest `keep`. */
  prune(input: { before: number; keep: number }): Promise<number>;
}

export interface SmsRecord {
  id: string;
  to: string;
  text: string;
  createdAt: number;
}

/** The dev SMS outbox: what would have been texted, for `/_dev/mailbox`. */
export interface SmsMessagesRepo {
  insert(message: SmsRecord): Promise<void>;
  /** Newest first. */
  list(limit: number): Promise<SmsRecord[]>;
  deleteOlderThan(before: number): Promise<number>;
}

export type StorageDialect = 'sqlite' | 'postgres';

/** A connection pool's use: connections open, idle among them, and queries waiting for one. */
export interface ConnectionUse {
  open: number;
  idle: number;
  waiting: number;
}

export interface IdentityStorage {
  readonly dialect: StorageDialect;
  /** Where the data lives, for logs: a file path or a redacted connection string. */
  readonly location: string;
  readonly settings: SettingsRepo;
  readonly signingKeys: SigningKeysRepo;
  readonly organizations: OrganizationsRepo;
  readonly persons: PersonsRepo;
  readonly flows: FlowsRepo;
  readonly revocations: RevocationsRepo;
  readonly rateLimits: RateLimitsRepo;
  readonly outbox: OutboxRepo;
  readonly analytics: AnalyticsEventsRepo;
  readonly smsMessages: SmsMessagesRepo;
  readonly totp: TotpRepo;
  readonly webauthn: WebauthnRepo;
  readonly passwords: PasswordsRepo;
  readonly samlAssertions: SamlAssertionsRepo;
  readonly ssoSignOuts: SsoSignOutsRepo;
  readonly memberships: MembershipsRepo;
  readonly attributes: AttributesRepo;
  readonly consents: ConsentsRepo;
  readonly anonymousPersons: AnonymousPersonsRepo;
  readonly flowExtras: FlowExtrasRepo;
  readonly impersonations: ImpersonationsRepo;
  readonly assistantClients: AssistantClientsRepo;
  readonly assistantGrants: AssistantGrantsRepo;
  readonly assistantSecrets: AssistantSecretsRepo;
  readonly assistantAudit: AssistantAuditRepo;
  /**
   * Runs `work` in one transaction: everything it does through the storage it is given commits together or
   * not at all. Use only that storage inside (on SQLite the one connection is held for the transaction).
   */
  transaction<T>(work: (storage: IdentityStorage) => Promise<T>): Promise<T>;
  /**
   * Why the database cannot serve right now (it does not answer, its file is gone, a migration this docgen
   * needs is not applied), or undefined when it can. Says nothing secret: readiness checks show it.
   */
  probe(): Promise<string | undefined>;
  /** The connection pool's use (PostgreSQL); undefined where there is no pool (SQLite's one connection). */
  connections(): ConnectionUse | undefined;
  close(): Promise<void>;
}
