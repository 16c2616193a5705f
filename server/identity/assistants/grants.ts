/**
 * What a reader's approval of an assistant gives it: a grant (that reader's groups and organisation, for one
 * resource), an authorization code for it, then short-lived access tokens and rotating, single-use refresh
 * tokens. Every secret is 256 random bits, stored only as a keyed hash. An access token is checked against the
 * database on every use, so revoking a grant stops its tokens on every instance at once. A refresh token used
 * twice means a copy exists: the grant is revoked (OAuth 2.1 §4.3.1).
 */
import { randomUUID } from 'node:crypto';
import { randomSecret } from '../crypto/secrets.ts';
import type { IdentityService } from '../service.ts';
import type { AssistantGrantRecord, AssistantSecretKind } from '../storage/assistant-types.ts';
import { auditAssistant } from './audit.ts';
import { sameResource, type AuthorizationRequest } from './authorization-request.ts';
import { OAuthError } from './oauth-error.ts';
import { verifierMatches } from './pkce.ts';

export const CODE_TTL_MS = 60_000;
export const ACCESS_TOKEN_TTL_MS = 10 * 60_000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000;

/** Who approves: the signed-in reader, with what the grant may carry of them. */
export interface ApprovingReader {
  personId: string;
  orgId: string;
  groups: readonly string[];
}

/** The token endpoint's answer (RFC 6749 §5.1). */
export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

type Service = Pick<IdentityService, 'storage' | 'clock' | 'hasher'>;

const PURPOSES = {
  code: 'assistant_code',
  access: 'assistant_access',
  refresh: 'assistant_refresh',
} as const satisfies Record<AssistantSecretKind, string>;

const hashOf = (service: Service, kind: AssistantSecretKind, secret: string) =>
  service.hasher.hash(PURPOSES[kind], secret);

/** Records the reader's approval and returns the authorization code to send to the assistant. */
export async function approve(
  service: Service,
  request: AuthorizationRequest,
  reader: ApprovingReader,
): Promise<string> {
  const now = service.clock.now();
  const grant: AssistantGrantRecord = {
    id: randomUUID(),
    clientId: request.client.id,
    personId: reader.personId,
    orgId: reader.orgId,
    groups: [...reader.groups],
    resource: request.resource,
    createdAt: now,
    revokedAt: null,
  };
  const code = randomSecret();
  await service.storage.transaction(async (storage) => {
    await storage.assistantGrants.insert(grant);
    await storage.assistantSecrets.insert({
      hash: hashOf(service, 'code', code),
      grantId: grant.id,
      kind: 'code',
      expiresAt: now + CODE_TTL_MS,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
    });
  });
  await auditAssistant(service, grant, 'approved', `groups: ${grant.groups.join(',') || '-'}`);
  return code;
}

async function issueTokens(service: Service, grant: AssistantGrantRecord): Promise<TokenAnswer> {
  const now = service.clock.now();
  const access = randomSecret();
  const refresh = randomSecret();
  for (const [kind, secret, ttl] of [
    ['access', access, ACCESS_TOKEN_TTL_MS],
    ['refresh', refresh, REFRESH_TOKEN_TTL_MS],
  ] as const)
    await service.storage.assistantSecrets.insert({
      hash: hashOf(service, kind, secret),
      grantId: grant.id,
      kind,
      expiresAt: now + ttl,
    });
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_MS / 1000,
    refresh_token: refresh,
  };
}

/** Revokes the grant behind a replayed code or refresh token: whoever holds a copy loses it, and so does the assistant. */
async function revokeReplayed(
  service: Service,
  grantId: string,
  kind: 'code' | 'refresh token',
): Promise<never> {
  const grant = await service.storage.assistantGrants.get(grantId);
  if (grant && (await service.storage.assistantGrants.revoke(grant.id, service.clock.now())))
    await auditAssistant(service, grant, `${kind} replayed`);
  throw new OAuthError('invalid_grant', 'this grant was used before and is now revoked');
}

/** The live grant of a spent secret, for this client and resource; anything else is `invalid_grant`. */
async function liveGrant(
  service: Service,
  grantId: string,
  clientId: string,
  resource: string | undefined,
): Promise<AssistantGrantRecord> {
  const grant = await service.storage.assistantGrants.get(grantId);
  if (!grant || grant.revokedAt !== null || grant.clientId !== clientId)
    throw new OAuthError('invalid_grant', 'the grant is not valid for this client');
  if (resource !== undefined && !sameResource(resource, grant.resource))
    throw new OAuthError('invalid_target', 'the grant is for another resource');
  return grant;
}

export async function exchangeCode(
  service: Service,
  input: {
    clientId: string;
    code: string;
    redirectUri: string | undefined;
    verifier: string;
    resource?: string;
  },
): Promise<TokenAnswer> {
  const spent = await service.storage.assistantSecrets.spend(
    hashOf(service, 'code', input.code),
    'code',
    service.clock.now(),
  );
  if (spent.outcome === 'reused') return revokeReplayed(service, spent.grantId, 'code');
  if (spent.outcome === 'unknown') throw new OAuthError('invalid_grant', 'the code is unknown or expired');
  const { secret } = spent;
  const grant = await liveGrant(service, secret.grantId, input.clientId, input.resource);
  if (input.redirectUri !== secret.redirectUri)
    throw new OAuthError('invalid_grant', 'the redirect URI differs from the authorization request’s');
  if (!verifierMatches(input.verifier, secret.codeChallenge ?? ''))
    throw new OAuthError('invalid_grant', 'the PKCE code verifier does not match');
  const tokens = await issueTokens(service, grant);
  await auditAssistant(service, grant, 'tokens issued', grant.resource);
  return tokens;
}

export async function refreshTokens(
  service: Service,
  input: { clientId: string; refreshToken: string; resource?: string },
): Promise<TokenAnswer> {
  const spent = await service.storage.assistantSecrets.spend(
    hashOf(service, 'refresh', input.refreshToken),
    'refresh',
    service.clock.now(),
  );
  if (spent.outcome === 'reused') return revokeReplayed(service, spent.grantId, 'refresh token');
  if (spent.outcome === 'unknown')
    throw new OAuthError('invalid_grant', 'the refresh token is unknown or expired');
  const grant = await liveGrant(service, spent.secret.grantId, input.clientId, input.resource);
  const person = await service.storage.persons.get(grant.personId);
  if (!person?.active) throw new OAuthError('invalid_grant', 'the reader who approved is no longer active');
  const tokens = await issueTokens(service, grant);
  await auditAssistant(service, grant, 'tokens refreshed', grant.resource);
  return tokens;
}

/** The live grant an access token was issued under, for `resource`; undefined for any other token. */
export async function grantOfAccessToken(
  service: Service,
  token: string,
  resource: string,
): Promise<AssistantGrantRecord | undefined> {
  const grant = await service.storage.assistantSecrets.grantOfAccess(
    hashOf(service, 'access', token),
    service.clock.now(),
  );
  return grant && sameResource(grant.resource, resource) ? grant : undefined;
}

/** The assistants a reader approved and has not revoked, newest first. */
export async function listAssistants(service: Service, personId: string) {
  const grants = await service.storage.assistantGrants.listLive(personId);
  return grants.map(({ id, clientName, createdAt }) => ({ id, name: clientName, approvedAt: createdAt }));
}

/** Revokes one of the reader's assistants; false when they have no such live grant. */
export async function revokeAssistant(service: Service, personId: string, grantId: string): Promise<boolean> {
  const grant = await service.storage.assistantGrants.get(grantId);
  if (!grant || grant.personId !== personId) return false;
  if (!(await service.storage.assistantGrants.revoke(grantId, service.clock.now(), personId))) return false;
  await auditAssistant(service, grant, 'revoked');
  return true;
}
