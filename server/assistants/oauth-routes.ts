/**
 * The OAuth 2.1 endpoints that let an assistant act for a reader (docs: documentation's "AI assistants"
 * page; design: `docs/decisions/mcp-authorization.md`): the metadata documents, dynamic client registration,
 * the authorization endpoint with its consent page, and the token endpoint. Client-facing endpoints answer
 * any origin (they use no cookie); the consent page answers only a signed-in reader, and only same-origin
 * forms carrying that reader's ticket change anything.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_PATHS } from '../../core/routes/assistant-paths.ts';
import {
  approve,
  checkAuthorizationRequest,
  clientSubjectOf,
  exchangeCode,
  OAuthError,
  refreshTokens,
  registerClient,
  type AuthorizationRequest,
  type Identity,
  type TrustProxy,
} from '../identity/index.ts';
import type { SessionPerson, Sessions } from '../http/session/sessions.ts';
import { limitPerWindow } from '../http/window-limit.ts';
import { ACCOUNT_PAGE_CSP } from './account-page.tsx';
import { consentPage, refusalPage } from './consent-page.tsx';
import { acceptFormBodies, field } from './form-bodies.ts';
import { authorizationServerMetadata, assistantUrls, resourceMetadata } from './oauth-metadata.ts';
import { fromSameOrigin } from './same-origin.ts';
import { consentTicket, ticketMatches } from './tickets.ts';

export interface AssistantSite {
  identity: Identity;
  sessions: Sessions;
  /** The site's public URL, without a trailing slash. */
  publicUrl: string;
  siteTitle: string;
  /** Where a reader who is not signed in goes to sign in, with `return_to`. */
  signInPath: string;
  trustProxy: TrustProxy;
  /** Told of each request refused by a limit (the metrics). */
  onLimited?: (limit: string) => void;
}

/** Registrations and token requests one client address may send per minute. */
export const REGISTRATIONS_PER_MINUTE = 10;
export const TOKEN_REQUESTS_PER_MINUTE = 60;

const NO_STORE = { 'cache-control': 'no-store' };
const ANY_ORIGIN = { 'access-control-allow-origin': '*' };

function oauthFailure(reply: FastifyReply, error: OAuthError) {
  return reply
    .code(error.status)
    .headers({ ...NO_STORE, ...ANY_ORIGIN })
    .send({ error: error.code, error_description: error.message });
}

export function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .headers({ ...NO_STORE, 'content-security-policy': ACCOUNT_PAGE_CSP, 'x-frame-options': 'DENY' })
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Sends a reader who is not signed in to sign in, then back to this very request. */
export function signInFirst(site: AssistantSite, request: FastifyRequest, reply: FastifyReply) {
  return reply.redirect(`${site.signInPath}?return_to=${encodeURIComponent(request.url)}`, 302);
}

/** The reader a page may act for: signed in as themselves (an impersonating admin may not). */
export async function actingReader(
  site: AssistantSite,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionPerson | undefined> {
  const person = await site.sessions.readPerson(request, reply);
  return person && !person.impersonated ? person : undefined;
}

/** The parameters of an authorization request, as the consent form carries them back. */
function requestFields(request: AuthorizationRequest): Record<string, string> {
  return {
    response_type: 'code',
    client_id: request.client.id,
    redirect_uri: request.redirectUri,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    resource: request.resource,
    ...(request.state !== undefined ? { state: request.state } : {}),
  };
}

function redirectWith(reply: FastifyReply, redirectUri: string, params: Record<string, string | undefined>) {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return reply.headers(NO_STORE).redirect(url.toString(), 302);
}

export async function registerOAuthRoutes(app: FastifyInstance, site: AssistantSite): Promise<void> {
  const { identity, publicUrl } = site;
  const { service } = identity;
  const urls = assistantUrls(publicUrl);
  const origin = new URL(publicUrl).origin;
  const perClient = (request: FastifyRequest) => clientSubjectOf(request, site.trustProxy);

  const sendJson = (reply: FastifyReply, body: unknown) => reply.headers(ANY_ORIGIN).send(body);
  app.get(OAUTH_PATHS.serverMetadata, (_request, reply) =>
    sendJson(reply, authorizationServerMetadata(publicUrl)),
  );
  for (const path of [OAUTH_PATHS.resourceMetadata, urls.resourceMetadata.slice(publicUrl.length)])
    app.get(path, (_request, reply) => sendJson(reply, resourceMetadata(publicUrl, site.siteTitle)));

  // Registration and tokens: the client-facing endpoints, with OAuth error bodies and per-client limits.
  const clientEndpoint = async (
    path: string,
    max: number,
    handle: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) =>
    app.register(async (scope) => {
      acceptFormBodies(scope);
      scope.setErrorHandler((error: FastifyError, _request, reply) => {
        if (error instanceof OAuthError) return oauthFailure(reply, error);
        const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
        const described = new OAuthError(
          'invalid_request',
          status === 500 ? 'failed' : error.message,
          status,
        );
        return oauthFailure(reply, described);
      });
      scope.options(path, (_request, reply) =>
        reply
          .code(204)
          .headers({
            ...ANY_ORIGIN,
            'access-control-allow-methods': 'POST',
            'access-control-allow-headers': 'content-type',
          })
          .send(),
      );
      await limitPerWindow(scope, {
        max,
        windowMs: 60_000,
        key: perClient,
        onLimited: () => site.onLimited?.('oauthPerIp'),
        message: (after) => `Too many requests: try again in ${after}.`,
      });
      scope.post(path, handle);
    });

  await clientEndpoint(OAUTH_PATHS.register, REGISTRATIONS_PER_MINUTE, async (request, reply) =>
    reply
      .code(201)
      .headers({ ...NO_STORE, ...ANY_ORIGIN })
      .send(await registerClient(service, request.body)),
  );

  await clientEndpoint(OAUTH_PATHS.token, TOKEN_REQUESTS_PER_MINUTE, async (request, reply) => {
    const { body } = request;
    const clientId = field(body, 'client_id');
    if (!clientId) throw new OAuthError('invalid_client', 'client_id is required', 401);
    const resource = field(body, 'resource');
    const grantType = field(body, 'grant_type');
    let answer;
    if (grantType === 'authorization_code') {
      answer = await exchangeCode(service, {
        clientId,
        code: field(body, 'code') ?? '',
        redirectUri: field(body, 'redirect_uri'),
        verifier: field(body, 'code_verifier') ?? '',
        ...(resource ? { resource } : {}),
      });
    } else if (grantType === 'refresh_token') {
      answer = await refreshTokens(service, {
        clientId,
        refreshToken: field(body, 'refresh_token') ?? '',
        ...(resource ? { resource } : {}),
      });
    } else {
      throw new OAuthError(
        'unsupported_grant_type',
        'grant_type must be authorization_code or refresh_token',
      );
    }
    return reply.headers({ ...NO_STORE, ...ANY_ORIGIN, pragma: 'no-cache' }).send(answer);
  });

  // The authorization endpoint: the reader's browser, a signed-in reader, a consent page.
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    const check = async (query: unknown, reply: FastifyReply) => {
      try {
        return await checkAuthorizationRequest(service, query, urls.resource);
      } catch (error) {
        if (!(error instanceof OAuthError)) throw error;
        sendPage(reply, refusalPage(site.siteTitle, error.message), 400);
        return undefined;
      }
    };
    scope.get(OAUTH_PATHS.authorize, async (request, reply) => {
      const checked = await check(request.query, reply);
      if (!checked) return reply;
      const person = await actingReader(site, request, reply);
      if (!person) return signInFirst(site, request, reply);
      const fields = requestFields(checked);
      return sendPage(
        reply,
        consentPage({
          siteTitle: site.siteTitle,
          clientName: checked.client.name,
          redirectUri: checked.redirectUri,
          groups: person.groups,
          fields: { ...fields, ticket: consentTicket(service.hasher, person.personId, fields) },
        }),
      );
    });
    scope.post(OAUTH_PATHS.authorize, async (request, reply) => {
      if (!fromSameOrigin(request, origin))
        return sendPage(reply, refusalPage(site.siteTitle, 'The answer came from another site.'), 403);
      const checked = await check(request.body, reply);
      if (!checked) return reply;
      const person = await actingReader(site, request, reply);
      const ticket = field(request.body, 'ticket') ?? '';
      if (!person || !ticketMatches(service.hasher, ticket, person.personId, requestFields(checked)))
        return sendPage(
          reply,
          refusalPage(site.siteTitle, 'This page expired: start again from the assistant.'),
          403,
        );
      const answer = { state: checked.state, iss: publicUrl };
      if (field(request.body, 'decision') !== 'approve')
        return redirectWith(reply, checked.redirectUri, { error: 'access_denied', ...answer });
      const code = await approve(service, checked, {
        personId: person.personId,
        orgId: person.organization,
        groups: person.groups,
      });
      return redirectWith(reply, checked.redirectUri, { code, ...answer });
    });
  });
}
