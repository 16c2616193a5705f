/**
 * Where AI assistants reach a site served by `docgen serve`: its MCP server, the OAuth 2.1 endpoints of the
 * identity service acting as their authorization server, the metadata documents that lead clients from one
 * to the other, and the page where readers see and revoke the assistants they approved.
 */
export const MCP_PATH = '/_docgen/mcp';

export const OAUTH_PATHS = {
  authorize: '/_docgen/oauth/authorize',
  token: '/_docgen/oauth/token',
  register: '/_docgen/oauth/register',
  /** RFC 8414 §3: the authorization server's metadata, the issuer being the site's origin. */
  serverMetadata: '/.well-known/oauth-authorization-server',
  /** RFC 9728 §3: the protected resource's metadata; also answered with the resource's path appended. */
  resourceMetadata: '/.well-known/oauth-protected-resource',
} as const;

export const ASSISTANTS_PAGE = '/account/assistants';

/** `value` without the slashes it ends with (a loop: a regular expression here would be super-linear). */
export function trimTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === '/') end--;
  return value.slice(0, end);
}
