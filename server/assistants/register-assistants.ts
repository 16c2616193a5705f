/** Everything a site serves for readers' AI assistants that needs the identity service: OAuth, the account page, MCP. */
import type { FastifyInstance } from 'fastify';
import { registerMcpRoute, type McpRouteParams } from '../mcp/mcp-route.ts';
import { registerAssistantsPage } from './assistants-routes.ts';
import { registerOAuthRoutes, type AssistantSite } from './oauth-routes.ts';

export async function registerAssistants(
  app: FastifyInstance,
  params: AssistantSite & Pick<McpRouteParams, 'libraryFor' | 'onToolCall'>,
): Promise<void> {
  await registerOAuthRoutes(app, params);
  await registerAssistantsPage(app, params);
  await registerMcpRoute(app, {
    ...params,
    onLimited: () => params.onLimited?.('mcpPerGrant'),
  });
}
