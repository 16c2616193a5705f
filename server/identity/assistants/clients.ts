/**
 * Dynamic client registration (RFC 7591) of assistants. Every client is public (`token_endpoint_auth_method`
 * `none`): a desktop or CLI assistant cannot keep a secret, so PKCE, the exact redirect URI and the reader's
 * consent are what protect a grant. Redirect URIs must be https, or http on a loopback host (native apps,
 * RFC 8252 §7.3), and carry no fragment.
 */
import { z } from 'zod';
import { randomId } from '../crypto/secrets.ts';
import type { IdentityService } from '../service.ts';
import type { AssistantClientRecord } from '../storage/assistant-types.ts';
import { OAuthError } from './oauth-error.ts';

const MAX_REDIRECT_URIS = 10;
const MAX_NAME_LENGTH = 100;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const Registration = z.object({
  redirect_uris: z.array(z.string().max(2000)).min(1).max(MAX_REDIRECT_URIS),
  client_name: z.string().max(MAX_NAME_LENGTH).optional(),
  token_endpoint_auth_method: z.literal('none').optional(),
  grant_types: z.array(z.enum(['authorization_code', 'refresh_token'])).optional(),
  response_types: z.array(z.literal('code')).optional(),
});

/** The RFC 7591 answer: the client as registered. */
export interface RegisteredClient {
  client_id: string;
  client_id_issued_at: number;
  client_name: string;
  redirect_uris: string[];
  token_endpoint_auth_method: 'none';
  grant_types: string[];
  response_types: string[];
}

function acceptableRedirect(uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.hash !== '' || uri.includes('#')) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

export async function registerClient(service: IdentityService, body: unknown): Promise<RegisteredClient> {
  const parsed = Registration.safeParse(body);
  if (!parsed.success)
    throw new OAuthError('invalid_client_metadata', parsed.error.issues[0]?.message ?? 'bad metadata');
  const { redirect_uris: redirectUris } = parsed.data;
  const refused = redirectUris.find((uri) => !acceptableRedirect(uri));
  if (refused !== undefined)
    throw new OAuthError(
      'invalid_redirect_uri',
      'redirect URIs must be https, or http on a loopback host, without a fragment',
    );
  const client: AssistantClientRecord = {
    id: randomId(),
    name: parsed.data.client_name?.trim() || 'An assistant',
    redirectUris,
    createdAt: service.clock.now(),
  };
  await service.storage.assistantClients.insert(client);
  return {
    client_id: client.id,
    client_id_issued_at: Math.floor(client.createdAt / 1000),
    client_name: client.name,
    redirect_uris: client.redirectUris,
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  };
}
