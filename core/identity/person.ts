/** `GET /me`. Every list is present, possibly empty. */
import type { Handle } from './handles.ts';
import type { PersonType } from './tokens.ts';

export interface Person {
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

export interface MeResult {
  person: Person;
  organizations: Organization[];
  handles: Handle[];
  credentials: unknown[];
  org_hierarchy: Organization[];
}
