/** `GET /me`. Every list is present, possibly empty. */
import type { Handle } from './handles.ts';
import type { PersonType } from './tokens.ts';

interface Person {
  active: boolean;
  person_id: string;
  person_type: PersonType;
  region: string;
  handles: Handle[];
  groups: string[];
  attributes: Record<string, Record<string, unknown>>;
  roles: string[];
}

export interface Organization {
  id: string;
  org_name: string;
  tenant_name: string;
  managed_organizations: Organization[];
}

type CredentialType = 'password' | 'public-key' | 'totp';

/** One of a reader's sign-in credentials as `GET /me` lists it: what it is, never a secret. */
export interface Credential {
  /** `password` and `totp` (a reader has at most one of each); a passkey's credential id. */
  id: string;
  type: CredentialType;
  label: string;
  /** RFC 3339 time it last signed the reader in (registering it does). */
  last_used: string;
  params: Record<string, unknown>;
}

export interface MeResult {
  person: Person;
  organizations: Organization[];
  handles: Handle[];
  credentials: Credential[];
  org_hierarchy: Organization[];
}
