/**
 * The checks of an authorization request (`GET /_docgen/oauth/authorize`) before the reader is asked anything:
 * a known client, one of its redirect URIs exactly, `response_type=code`, a PKCE S256 challenge and, when given,
 * this server's resource (RFC 8707). A request failing them is answered on the page, never redirected: an
 * unchecked redirect URI would make the endpoint an open redirector.
 */
import { z } from 'zod';
import { trimTrailingSlashes } from '../../../core/routes/assistant-paths.ts';
import type { IdentityService } from '../service.ts';
import type { AssistantClientRecord } from '../storage/assistant-types.ts';
import { OAuthError } from './oauth-error.ts';
import { S256_CHALLENGE } from './pkce.ts';

export interface AuthorizationRequest {
  client: AssistantClientRecord;
  redirectUri: string;
  codeChallenge: string;
  resource: string;
  state: string | undefined;
}

const Query = z.object({
  response_type: z.string(),
  client_id: z.string().max(100),
  redirect_uri: z.string().max(2000).optional(),
  code_challenge: z.string(),
  code_challenge_method: z.string(),
  resource: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  scope: z.string().max(2000).optional(),
});

/** A resource indicator as compared: no fragment, no trailing slash. */
export function sameResource(given: string, resource: string): boolean {
  return trimTrailingSlashes(given) === trimTrailingSlashes(resource);
}

export async function checkAuthorizationRequest(
  service: IdentityService,
  query: unknown,
  /** The one protected resource this server issues tokens for (the MCP endpoint). */
  resource: string,
): Promise<AuthorizationRequest> {
  const parsed = Query.safeParse(query);
  if (!parsed.success)
    throw new OAuthError(
      'invalid_request',
      `the authorization request is incomplete: ${parsed.error.issues[0]?.path.join('.') ?? 'a parameter'}`,
    );
  const request = parsed.data;
  if (request.response_type !== 'code')
    throw new OAuthError('invalid_request', 'only response_type=code is supported');
  const client = await service.storage.assistantClients.get(request.client_id);
  if (!client) throw new OAuthError('invalid_client', 'this assistant is not registered here');
  const redirectUri =
    request.redirect_uri ?? (client.redirectUris.length === 1 ? client.redirectUris[0] : undefined);
  if (redirectUri === undefined || !client.redirectUris.includes(redirectUri))
    throw new OAuthError('invalid_request', 'the redirect URI is not one the assistant registered');
  if (request.code_challenge_method !== 'S256' || !S256_CHALLENGE.test(request.code_challenge))
    throw new OAuthError('invalid_request', 'a PKCE code challenge with method S256 is required');
  if (request.resource !== undefined && !sameResource(request.resource, resource))
    throw new OAuthError('invalid_target', 'tokens are only issued for this site’s MCP server');
  return {
    client,
    redirectUri,
    codeChallenge: request.code_challenge,
    resource,
    state: request.state,
  };
}
