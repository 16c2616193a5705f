/**
 * `/_docgen/mcp`: the site's MCP server (Streamable HTTP, stateless: every POST carries its own bearer token,
 * so any instance answers any request). Without a valid access token for this resource the answer is 401 with
 * `WWW-Authenticate: Bearer resource_metadata=…` (RFC 9728 §5.1), before any limit or parsing; with one, the
 * tools read only what the token's reader may open. Each request is audited and counted per grant.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MCP_PATH } from '../../core/routes/assistant-paths.ts';
import {
  auditAssistant,
  grantOfAccessToken,
  type AssistantGrantRecord,
  type Identity,
} from '../identity/index.ts';
import { limitPerWindow } from '../http/window-limit.ts';
import { assistantUrls } from '../assistants/oauth-metadata.ts';
import { registerDocsTools, type McpTool } from './mcp-tools.ts';
import type { ReaderLibrary } from './reader-library.ts';

/** Requests one grant may send per minute: an assistant answering a question sends a handful. */
export const MCP_REQUESTS_PER_MINUTE = 120;

export interface McpRouteParams {
  identity: Identity;
  publicUrl: string;
  siteTitle: string;
  /** The library of the grant's reader in the build being served (asked once per request). */
  libraryFor(grant: AssistantGrantRecord): ReaderLibrary;
  /** Told of each tool call (the metrics). */
  onToolCall?: (tool: McpTool) => void;
  onLimited?: () => void;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'www-authenticate, mcp-session-id',
};

function bearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** What a JSON-RPC request asks, for the audit: its method, and a tool call's tool and arguments. */
function describeCall(body: unknown): string {
  const message = body as { method?: unknown; params?: { name?: unknown; arguments?: unknown } } | null;
  const method = typeof message?.method === 'string' ? message.method : 'batch or response';
  if (method !== 'tools/call') return method;
  return `tools/call ${String(message?.params?.name)} ${JSON.stringify(message?.params?.arguments ?? {}).slice(0, 500)}`;
}

export async function registerMcpRoute(app: FastifyInstance, params: McpRouteParams): Promise<void> {
  const { identity, publicUrl } = params;
  const { service } = identity;
  const urls = assistantUrls(publicUrl);
  const challenge = (invalid: boolean) =>
    `Bearer resource_metadata="${urls.resourceMetadata}"${invalid ? ', error="invalid_token"' : ''}`;

  await app.register(async (scope) => {
    const grants = new WeakMap<FastifyRequest, AssistantGrantRecord>();
    scope.options(MCP_PATH, (_request, reply) =>
      reply
        .code(204)
        .headers({
          ...CORS,
          'access-control-allow-methods': 'POST, GET, DELETE',
          'access-control-allow-headers': 'authorization, content-type, mcp-protocol-version, mcp-session-id',
        })
        .send(),
    );
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method === 'OPTIONS') return;
      reply.headers({ ...CORS, 'cache-control': 'no-store' });
      const token = bearerOf(request);
      const found = token && (await grantOfAccessToken(service, token, urls.resource));
      // As for sessions: a token of an organisation the site no longer serves reads nothing.
      const grant = found && (await identity.servesOrganization(found.orgId)) ? found : undefined;
      if (!grant)
        return reply
          .code(401)
          .header('www-authenticate', challenge(token !== undefined))
          .send({
            error: 'invalid_token',
            error_description: 'An access token for this MCP server is required.',
          });
      grants.set(request, grant);
    });
    await limitPerWindow(scope, {
      max: MCP_REQUESTS_PER_MINUTE,
      windowMs: 60_000,
      key: (request) => grants.get(request)?.id ?? 'none',
      ...(params.onLimited ? { onLimited: params.onLimited } : {}),
      message: (after) => `Too many requests: try again in ${after}.`,
    });
    // Stateless: no server-initiated stream (GET) and no session to end (DELETE).
    const notHere = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(405).header('allow', 'POST').send({ error: 'This MCP server answers POST only.' });
    scope.get(MCP_PATH, notHere);
    scope.delete(MCP_PATH, notHere);
    scope.post(MCP_PATH, async (request, reply) => {
      const grant = grants.get(request)!;
      await auditAssistant(service, grant, 'used', describeCall(request.body));
      const server = new McpServer({ name: `${params.siteTitle} docs`, version: '1.0.0' });
      registerDocsTools(server, params.libraryFor(grant), async (tool) => params.onToolCall?.(tool));
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      // The transport writes the answer itself: the headers set so far go with it.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value);
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    });
  });
}
