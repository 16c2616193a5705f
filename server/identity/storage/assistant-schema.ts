/** The tables of the AI assistants readers approve (OAuth clients, grants, their secrets and audit), as Kysely sees them (see `schema.ts` for the conventions). */

interface AssistantClientsTable {
  id: string;
  name: string;
  /** JSON array of the redirect URIs the client registered. */
  redirect_uris: string;
  created_at: number;
}

interface AssistantGrantsTable {
  id: string;
  client_id: string;
  person_id: string;
  org_id: string;
  /** JSON array of the groups the reader had when approving: all the grant's tokens carry. */
  groups: string;
  /** The protected resource (RFC 8707) the grant's tokens are for. */
  resource: string;
  created_at: number;
  revoked_at: number | null;
}

interface AssistantSecretsTable {
  /** Keyed hash of the secret (`secrets.hash`); the secret itself is never stored. */
  hash: string;
  grant_id: string;
  kind: string;
  expires_at: number;
  used_at: number | null;
  /** Authorization codes only: where the code was sent, and the PKCE S256 challenge. */
  redirect_uri: string | null;
  code_challenge: string | null;
}

interface AssistantAuditTable {
  id: string;
  grant_id: string;
  person_id: string;
  client_id: string;
  action: string;
  detail: string;
  created_at: number;
}

export interface AssistantTables {
  assistant_clients: AssistantClientsTable;
  assistant_grants: AssistantGrantsTable;
  assistant_secrets: AssistantSecretsTable;
  assistant_audit: AssistantAuditTable;
}
