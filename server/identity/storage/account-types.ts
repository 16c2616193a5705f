/**
 * The storage of readers' accounts beyond signing in: their memberships of sub-organisations, their
 * attributes and their privacy consent. Part of `IdentityStorage` (`types.ts`), held to the same conformance
 * suite; times are milliseconds since the epoch, passed in by the caller.
 */

export interface MembershipRecord {
  orgId: string;
  personId: string;
  groups: string[];
  roles: string[];
  createdAt: number;
}

/** Who belongs to which sub-organisation, with their groups (and roles) there. */
export interface MembershipsRepo {
  /** Adds the person to the organisation (with no roles), or replaces their groups there. */
  put(input: { orgId: string; personId: string; groups: string[]; now: number }): Promise<void>;
  /** Replaces the member's roles; false when they are not a member. */
  setRoles(orgId: string, personId: string, roles: string[]): Promise<boolean>;
  get(orgId: string, personId: string): Promise<MembershipRecord | undefined>;
  listForPerson(personId: string): Promise<MembershipRecord[]>;
  listForOrg(orgId: string): Promise<MembershipRecord[]>;
  remove(orgId: string, personId: string): Promise<boolean>;
}

/** Where an attribute lives: one bucket of one person, in one organisation ('' for person-pool buckets). */
export interface AttributeScope {
  personId: string;
  orgId: string;
  bucket: string;
}

export interface AttributesRepo {
  /** The bucket's attributes by name; only `names` when given. */
  get(scope: AttributeScope, names?: readonly string[]): Promise<Record<string, unknown>>;
  /** Sets each named attribute, leaving the others as they are. */
  put(scope: AttributeScope, values: Record<string, unknown>, now: number): Promise<void>;
  /** How many attributes the bucket holds besides `except` (the ones a write would replace). */
  countOthers(scope: AttributeScope, except: readonly string[]): Promise<number>;
  /** Deletes the named attributes, or every one of the bucket without `names`; returns how many went. */
  remove(scope: AttributeScope, names?: readonly string[]): Promise<number>;
  /** Copies every attribute of one person to another, keeping those the other already has. */
  copyMissing(input: { from: string; to: string; now: number }): Promise<void>;
}

interface ConsentRecord {
  level: string;
  createdAt: number;
}

/** The privacy consent levels of a person, each with when it was given. */
export interface ConsentsRepo {
  list(personId: string): Promise<ConsentRecord[]>;
  /** Adds levels; a level already given keeps its time. */
  add(personId: string, levels: readonly string[], now: number): Promise<void>;
  /** Makes the levels exactly these; a level kept keeps its time. */
  replace(personId: string, levels: readonly string[], now: number): Promise<void>;
  /** Removes the levels, or all of them without `levels`. */
  remove(personId: string, levels?: readonly string[]): Promise<void>;
  has(personId: string, level: string): Promise<boolean>;
}

/** Anonymous persons: no handle, no factor; they keep attributes and consent until they sign in. */
export interface AnonymousPersonsRepo {
  create(input: { orgId: string; region: string; now: number }): Promise<string>;
  /** Deletes anonymous persons created before `before` (with what they kept); returns how many. */
  deleteCreatedBefore(before: number): Promise<number>;
}

/** What a flow carries beyond a sign-in, as JSON; written with the flow (`NewFlow.flow.extras`). */
export interface FlowExtrasRepo {
  get(flowId: string): Promise<string | undefined>;
}

interface ImpersonationRecord {
  id: string;
  orgId: string;
  actorPersonId: string;
  actorHandle: string;
  targetPersonId: string;
  targetHandle: string;
  createdAt: number;
  expiresAt: number;
}

/** What an impersonation token was used for; the vocabulary is `accounts/impersonation-audit.ts`'s. */
interface ImpersonationUseRecord {
  id: string;
  /** The organisation the token is for. */
  orgId: string;
  actorPersonId: string;
  actorHandle: string;
  targetPersonId: string;
  targetHandle: string;
  /** The token's `jti`. */
  tokenId: string;
  action: string;
  detail: string;
  refused: boolean;
  createdAt: number;
}

export interface ImpersonationsRepo {
  insert(record: ImpersonationRecord): Promise<void>;
  /** Newest first. */
  list(limit: number): Promise<ImpersonationRecord[]>;
  recordUse(record: ImpersonationUseRecord): Promise<void>;
  /** Newest first. */
  listUses(limit: number): Promise<ImpersonationUseRecord[]>;
}
