/**
 * The documents an MCP client reads to find how to get a token: the MCP server's protected-resource metadata
 * (RFC 9728) naming the site as its authorization server, and that server's metadata (RFC 8414). The issuer
 * is the site's public URL, so the authorization server metadata sits at the origin's `/.well-known/`.
 */
import { MCP_PATH, OAUTH_PATHS } from '../../core/routes/assistant-paths.ts';

/** Where things are for a site at `publicUrl` (no trailing slash). */
export function assistantUrls(publicUrl: string) {
  return {
    issuer: publicUrl,
    resource: `${publicUrl}${MCP_PATH}`,
    resourceMetadata: `${publicUrl}${OAUTH_PATHS.resourceMetadata}${MCP_PATH}`,
  };
}

export function resourceMetadata(publicUrl: string, siteTitle: string) {
  const urls = assistantUrls(publicUrl);
  return {
    resource: urls.resource,
    authorization_servers: [urls.issuer],
    bearer_methods_supported: ['header'],
    resource_name: `${siteTitle} documentation`,
  };
}

export function authorizationServerMetadata(publicUrl: string) {
  return {
    issuer: publicUrl,
    authorization_endpoint: `${publicUrl}${OAUTH_PATHS.authorize}`,
    token_endpoint: `${publicUrl}${OAUTH_PATHS.token}`,
    registration_endpoint: `${publicUrl}${OAUTH_PATHS.register}`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    authorization_response_iss_parameter_supported: true,
  };
}
