/** Everything a site serves for readers' AI assistants that needs the identity service: OAuth, the account page, MCP. */
import type { FastifyInstance } from 'fastify';
import { registerMcpRoute, type McpRouteParams } from '../mcp/mcp-route.ts';
import { registerAssistantsPage } from './assistants-routes.ts';
import { registerOAuthRoutes, type AssistantSite } from './oauth-routes.ts';

export async function registerAssistants(
  app: FastifyInstance,
  params: AssistantSite &
    Pick<McpRouteParams, 'libraryFor' | 'onToolCall'> & {
      /** The site's `ai.mcp` switch, asked per request (a new build may turn it off); off: every route 404s. */
      enabled(): boolean;
    },
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      if (!params.enabled()) return reply.callNotFound();
    });
    await registerOAuthRoutes(scope, params);
    await registerAssistantsPage(scope, params);
    await registerMcpRoute(scope, {
      ...params,
      onLimited: () => params.onLimited?.('mcpPerGrant'),
    });
  });
}
