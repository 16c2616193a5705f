/**
 * The identity tables as Kysely sees them. One schema serves SQLite and PostgreSQL, so the column types are
 * the common subset: text, integers (times are milliseconds since the epoch in `bigint`), booleans as 0/1
 * and JSON as text. Secrets appear only as keyed hashes (`secrets.hash`).
 */
import type { Generated } from 'kysely';
import type { AccountTables } from './account-schema.ts';
import type { AssistantTables } from './assistant-schema.ts';

interface SettingsTable {
  name: string;
  value: string;
  created_at: number;
}

interface SigningKeysTable {
  kid: string;
  alg: string;
  private_jwk: string;
  public_jwk: string;
  created_at: number;
  retired_at: number | null;
}

export interface OrganizationsTable {
  id: string;
  name: string;
  created_at: number;
  /** The organisation this one is a sub-organisation of; null for a site's own. */
  parent_id: Generated<string | null>;
}

export interface PersonsTable {
  id: string;
  org_id: string;
  active: number;
  person_type: string;
  region: string;
  /** JSON array of group names. */
  groups: string;
  /** JSON array of role names (in the person's own organisation). */
  roles: Generated<string>;
  /** JSON object: bucket → attributes. */
  attributes: string;
  created_at: number;
  first_login_at: number | null;
  last_login_at: number | null;
}

interface HandlesTable {
  org_id: string;
  type: string;
  value: string;
  person_id: string;
  created_at: number;
}

export interface FlowsTable {
  id: string;
  org_id: string;
  factor_method: string;
  handle_type: string;
  handle_value: string;
  requester_device: string;
  status: string;
  failure: string | null;
  person_id: string | null;
  /** JSON of the claims the requesting tab's poll will be given, set on completion. */
  result_claims: string | null;
  created_at: number;
  expires_at: number;
  completed_at: number | null;
  delivered_at: number | null;
}

interface ChallengesTable {
  id: string;
  flow_id: string;
  type: string;
  authentication_method: string;
  created_at: number;
  /** Code submissions so far (one-time codes); counted before the code is checked. */
  attempts: Generated<number>;
  /** State of a registration in progress: a TOTP key and recovery code hashes (sealed), a passkey's scope. */
  payload: string | null;
}

interface SecretsTable {
  hash: string;
  purpose: string;
  flow_id: string;
  challenge_id: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

interface RevocationsTable {
  subject: string;
  kind: string;
  revoked_at: number;
  expires_at: number;
}

interface RateLimitsTable {
  key: string;
  window_start: number;
  window_ms: number;
  count: number;
}

export interface MailOutboxTable {
  id: string;
  flow_id: string | null;
  transport: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON array of the URLs in the message (the dev mailbox lists them). */
  links: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  expires_at: number;
}

/** Text messages the dev SMS outbox "sent" (no SMS_WEBHOOK_URL); listed at /_dev/mailbox. */
interface SmsMessagesTable {
  id: string;
  to_number: string;
  text_body: string;
  created_at: number;
}

interface TotpCredentialsTable {
  person_id: string;
  /** The key, sealed (`crypto/sealer.ts`). */
  secret_sealed: string;
  /** The last time step whose code was accepted: codes of it and earlier steps are refused. */
  last_step: number;
  created_at: number;
}

interface RecoveryCodesTable {
  /** Keyed hash of the code; the code itself is shown once and never stored. */
  hash: string;
  person_id: string;
  created_at: number;
  used_at: number | null;
}

export interface WebauthnCredentialsTable {
  /** The credential id, base64url. */
  id: string;
  person_id: string;
  /** The relying party id (scope) the credential is bound to. */
  rp_id: string;
  /** COSE public key, base64url (public: nothing to protect). */
  public_key: string;
  counter: number;
  /** JSON array of transports the authenticator reported. */
  transports: string;
  created_at: number;
  last_used_at: number | null;
}

interface PasswordCredentialsTable {
  person_id: string;
  /** argon2id, PHC string (salt and parameters inside). */
  hash: string;
  created_at: number;
  updated_at: number;
  /** When it last signed its reader in (setting it does too); null before that was recorded. */
  last_used_at: number | null;
}

/** SAML assertions already used (by issuer and assertion id), until they expire. */
interface SamlAssertionsTable {
  issuer: string;
  assertion_id: string;
  used_at: number;
  expires_at: number;
}

interface SsoSignOutsTable {
  org_id: string;
  email: string;
  connection: string;
  id_token: string;
  expires_at: number;
}

interface AnalyticsEventsTable {
  id: string;
  org_id: string | null;
  event_name: string;
  body: string;
  created_at: number;
}

export interface IdentityDatabase extends AccountTables, AssistantTables {
  settings: SettingsTable;
  signing_keys: SigningKeysTable;
  organizations: OrganizationsTable;
  persons: PersonsTable;
  handles: HandlesTable;
  flows: FlowsTable;
  challenges: ChallengesTable;
  secrets: SecretsTable;
  revocations: RevocationsTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  analytics_events: AnalyticsEventsTable;
  sms_messages: SmsMessagesTable;
  totp_credentials: TotpCredentialsTable;
  recovery_codes: RecoveryCodesTable;
  webauthn_credentials: WebauthnCredentialsTable;
  password_credentials: PasswordCredentialsTable;
  saml_assertions: SamlAssertionsTable;
  sso_sign_outs: SsoSignOutsTable;
}
