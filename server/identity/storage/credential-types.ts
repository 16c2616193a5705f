/** The storage of sign-in credentials: authenticator-app keys, passkeys, passwords and used SAML assertions. */
interface TotpCredentialRecord {
  personId: string;
  secretSealed: string;
  lastStep: number;
  createdAt: number;
}

/** Authenticator-app keys and recovery codes. Every "spend" is one conditional UPDATE: one caller wins. */
export interface TotpRepo {
  get(personId: string): Promise<TotpCredentialRecord | undefined>;
  /**
   * Stores a person's key (accepted at `step`) with the hashes of its recovery codes, in one transaction.
   * False when the person already has a key (a racing registration won).
   */
  register(input: {
    personId: string;
    secretSealed: string;
    step: number;
    recoveryHashes: string[];
    now: number;
  }): Promise<boolean>;
  /** Moves the last accepted step forward; false when `step` is not later (a replayed code). */
  advanceStep(personId: string, step: number): Promise<boolean>;
  /** Spends one recovery code of the person; false when unknown or already spent. */
  useRecoveryCode(input: { personId: string; hash: string; now: number }): Promise<boolean>;
  remainingRecoveryCodes(personId: string): Promise<number>;
  /** When the person last spent a recovery code; null if never. */
  lastRecoveryCodeUse(personId: string): Promise<number | null>;
}

export interface WebauthnCredentialRecord {
  id: string;
  personId: string;
  rpId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: number;
  lastUsedAt: number | null;
}

/** Passkeys per person and scope (relying party id). */
export interface WebauthnRepo {
  /** False when the credential id is already registered (to anyone). */
  add(credential: Omit<WebauthnCredentialRecord, 'lastUsedAt'>): Promise<boolean>;
  get(id: string): Promise<WebauthnCredentialRecord | undefined>;
  list(personId: string, rpId: string): Promise<WebauthnCredentialRecord[]>;
  /** Every passkey of the person, for any scope, oldest first. */
  listForPerson(personId: string): Promise<WebauthnCredentialRecord[]>;
  /**
   * Records a use with the authenticator's new signature counter. Counters only grow (0 stays 0 for
   * authenticators without one); false when the stored counter is already at or past a non-zero `counter`,
   * a sign of a cloned authenticator.
   */
  recordUse(input: { id: string; counter: number; now: number }): Promise<boolean>;
}

/** A password as its reader's credential list shows it: times only, never the hash. */
interface PasswordInfo {
  createdAt: number;
  updatedAt: number;
  lastUsedAt: number | null;
}

/** Password hashes (argon2id PHC strings), one per person. Setting one counts as using it (it signs in). */
export interface PasswordsRepo {
  get(personId: string): Promise<string | undefined>;
  info(personId: string): Promise<PasswordInfo | undefined>;
  /** Stores the first password of a person; false when one exists (a racing set won). */
  insert(input: { personId: string; hash: string; now: number }): Promise<boolean>;
  /** Sets the password (a reset), whether or not there was one. */
  replace(input: { personId: string; hash: string; now: number }): Promise<void>;
  /** Records that the password signed its reader in. */
  recordUse(personId: string, now: number): Promise<void>;
}

/** SAML assertions already used: each signs in once within its validity (see `sso/saml/`). */
export interface SamlAssertionsRepo {
  /**
   * Records an assertion's use, in one `INSERT … ON CONFLICT DO NOTHING`; true for exactly one caller per issuer
   * and assertion id, false for a replay.
   */
  remember(input: { issuer: string; assertionId: string; now: number; expiresAt: number }): Promise<boolean>;
  /** Forgets assertions that expired before `before` (they would be refused as expired anyway). */
  deleteExpiredBefore(before: number): Promise<number>;
}

/** A reader's OpenID Connect sign-in, kept to sign them out at the provider too (see `sso/oidc/sign-out.ts`). */
interface SsoSignOutRecord {
  /** The connection's key (`okta:<client_id>`). */
  connection: string;
  /** The provider's ID token, sealed: the `id_token_hint` of the sign-out. */
  idToken: string;
}

export interface SsoSignOutsRepo {
  /** Keeps the reader's latest sign-in at a provider, replacing an earlier one. */
  remember(input: SsoSignOutRecord & { orgId: string; email: string; expiresAt: number }): Promise<void>;
  /** The reader's sign-in, removed as it is read (a sign-out uses it once); undefined if none or expired. */
  take(input: { orgId: string; email: string; now: number }): Promise<SsoSignOutRecord | undefined>;
  deleteExpiredBefore(before: number): Promise<number>;
}
