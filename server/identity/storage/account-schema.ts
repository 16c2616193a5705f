/** The tables of organisations, attributes, consent, flow extras, impersonations and their uses, as Kysely sees them (see `schema.ts` for the conventions). */
import type { Generated } from 'kysely';

export interface OrgMembersTable {
  org_id: string;
  person_id: string;
  /** JSON array of the reader's group names in this organisation. */
  groups: string;
  /** JSON array of the reader's role names in this organisation. */
  roles: Generated<string>;
  created_at: number;
}

interface PersonAttributesTable {
  person_id: string;
  /** The organisation of an organisation bucket; '' for a `person_pool-` bucket. */
  org_id: string;
  bucket: string;
  name: string;
  /** The attribute's value as JSON. */
  value: string;
  updated_at: number;
}

interface GdprConsentsTable {
  person_id: string;
  consent_level: string;
  created_at: number;
}

interface FlowExtrasTable {
  flow_id: string;
  /** JSON of `FlowExtras` (`flows/extras.ts`). */
  extras: string;
}

/** Every impersonation, kept for the audit (`docgen users audit`); handles as they were then. */
interface ImpersonationsTable {
  id: string;
  org_id: string;
  actor_person_id: string;
  actor_handle: string;
  target_person_id: string;
  target_handle: string;
  created_at: number;
  expires_at: number;
}

/** What was done with an impersonation token (`accounts/impersonation-audit.ts`); handles as they were then. */
interface ImpersonationUsesTable {
  id: string;
  /** The organisation the token is for. */
  org_id: string;
  actor_person_id: string;
  actor_handle: string;
  target_person_id: string;
  target_handle: string;
  /** The token's `jti`. */
  token_id: string;
  action: string;
  detail: string;
  /** 1 when the use was refused. */
  refused: number;
  created_at: number;
}

export interface AccountTables {
  org_members: OrgMembersTable;
  person_attributes: PersonAttributesTable;
  gdpr_consents: GdprConsentsTable;
  flow_extras: FlowExtrasTable;
  impersonations: ImpersonationsTable;
  impersonation_uses: ImpersonationUsesTable;
}
