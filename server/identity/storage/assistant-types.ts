/**
 * The storage of the AI assistants readers approve: OAuth clients registered dynamically, the grants readers
 * give them, the grants' secrets (authorization codes, access and refresh tokens, only as keyed hashes) and
 * the audit of every issue and use. Part of `IdentityStorage` (`types.ts`), held to the same conformance suite;
 * times are milliseconds since the epoch, passed in by the caller.
 */

export interface AssistantClientRecord {
  id: string;
  name: string;
  redirectUris: string[];
  createdAt: number;
}

export interface AssistantClientsRepo {
  insert(client: AssistantClientRecord): Promise<void>;
  get(id: string): Promise<AssistantClientRecord | undefined>;
}

export interface AssistantGrantRecord {
  id: string;
  clientId: string;
  personId: string;
  orgId: string;
  groups: string[];
  resource: string;
  createdAt: number;
  revokedAt: number | null;
}

export interface AssistantGrantsRepo {
  insert(grant: AssistantGrantRecord): Promise<void>;
  get(id: string): Promise<AssistantGrantRecord | undefined>;
  /** The person's grants not revoked, newest first, with their client's name. */
  listLive(personId: string): Promise<(AssistantGrantRecord & { clientName: string })[]>;
  /** Revokes the grant (of `personId` when given); false when there was no such live grant. */
  revoke(id: string, at: number, personId?: string): Promise<boolean>;
}

export type AssistantSecretKind = 'code' | 'access' | 'refresh';

export interface AssistantSecretRecord {
  hash: string;
  grantId: string;
  kind: AssistantSecretKind;
  expiresAt: number;
  redirectUri?: string;
  codeChallenge?: string;
}

/** What spending a single-use secret found: it, spent now; one spent before (a replay); or nothing. */
type SpendResult =
  | { outcome: 'spent'; secret: AssistantSecretRecord }
  | { outcome: 'reused'; grantId: string }
  | { outcome: 'unknown' };

export interface AssistantSecretsRepo {
  insert(secret: AssistantSecretRecord): Promise<void>;
  /** Marks a live, unused secret used, atomically: of racing callers exactly one gets `spent`. */
  spend(hash: string, kind: AssistantSecretKind, now: number): Promise<SpendResult>;
  /** The grant of a live access token whose grant is not revoked and whose reader is active; else undefined. */
  grantOfAccess(hash: string, now: number): Promise<AssistantGrantRecord | undefined>;
  deleteExpiredBefore(before: number): Promise<number>;
}

interface AssistantAuditRecord {
  id: string;
  grantId: string;
  personId: string;
  clientId: string;
  action: string;
  detail: string;
  createdAt: number;
}

export interface AssistantAuditRepo {
  add(event: AssistantAuditRecord): Promise<void>;
  /** The newest events first, of one person when given. */
  list(limit: number, personId?: string): Promise<AssistantAuditRecord[]>;
}
