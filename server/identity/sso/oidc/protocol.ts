/**
 * OpenID Connect as a single sign-on protocol: the widget names a provider and client id configured in
 * `SSO_OIDC_PROVIDERS`; the browser goes to the provider's authorization endpoint and comes back to
 * `GET /sso/oidc/callback` (or `POST`, for providers that post the answer as a form). The OAuth 2.0
 * providers (GitHub, Bitbucket, Facebook) take the same way, checked by `sso/oauth/` instead of an ID token.
 * `GET /sso/oidc/initiate` is the OpenID Connect "initiate login URI" for sign-ins started at the provider.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROVIDER_FORM_POST } from '../../api/cors.ts';
import { Failures } from '../../errors.ts';
import {
  checkOAuthProvider,
  isOAuthConnection,
  oauthAuthorizationRequest,
  readOAuthAnswer,
} from '../oauth/client.ts';
import type { IdentityService } from '../../service.ts';
import { findConnection } from '../connections.ts';
import { allowedTarget, PROVIDER_INITIATED_PARAM } from '../landing.ts';
import type { SsoProtocol } from '../protocol.ts';
import { answerProviderReturn, type SsoTicket } from '../provider-return.ts';
import { providerRefusal } from './errors.ts';
import {
  authorizationRequest,
  OIDC_CALLBACK_PATH,
  readProviderAnswer,
  rediscover,
  type OidcIdentity,
} from './relying-party.ts';
import { oidcKey, withoutTrailingSlash, type OidcConnection } from './settings.ts';
import { providerSignOutRoute, rememberProviderSignIn } from './sign-out.ts';

const OIDC_INITIATE_PATH = '/sso/oidc/initiate';
const MAX_PARAM = 4096;

export const oidcProtocol: SsoProtocol<OidcConnection> = {
  method: 'oidc',
  urlOption: 'auth_code_url',
  connectionFor: (service, options) =>
    findConnection<OidcConnection>(
      service.ssoConnections,
      'oidc',
      oidcKey(options.provider, options.client_id),
    ),
  begin: (service, connection, state) =>
    isOAuthConnection(connection)
      ? oauthAuthorizationRequest(service, connection, state)
      : authorizationRequest(service, connection, state),
  checkProvider: (_service, connection) =>
    isOAuthConnection(connection) ? checkOAuthProvider(connection) : rediscover(connection),
  routes(app, service) {
    const callback = (request: FastifyRequest, reply: FastifyReply) =>
      answerCallback(
        service,
        request,
        stringParams(request.method === 'POST' ? request.body : request.query),
        reply,
      );
    app.get(OIDC_CALLBACK_PATH, callback);
    app.post(OIDC_CALLBACK_PATH, PROVIDER_FORM_POST, callback);
    providerSignOutRoute(app, service);
    app.get(OIDC_INITIATE_PATH, async (request, reply) =>
      reply.redirect(providerInitiatedLanding(service, stringParams(request.query)), 303),
    );
  },
};

function answerCallback(
  service: IdentityService,
  request: FastifyRequest,
  params: Record<string, string>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  return answerProviderReturn<OidcConnection, OidcIdentity>(
    service,
    request,
    reply,
    params.state,
    async (ticket) => {
      // The provider's own refusal is final whatever else the answer lacks (such as an RFC 9207 `iss`).
      if (params.error !== undefined) throw providerRefusal(params.error);
      const { connection, protocol } = ticket;
      return isOAuthConnection(connection)
        ? readOAuthAnswer(service, connection, protocol, params)
        : readProviderAnswer(service, connection, protocol, params);
    },
    keepProviderSignIn(service),
  );
}

/** Once the reader is recorded: what signing them out at an OpenID provider needs (`sign-out.ts`). */
function keepProviderSignIn(service: IdentityService) {
  return async (ticket: SsoTicket<OidcConnection>, identity: OidcIdentity): Promise<void> => {
    if (!isOAuthConnection(ticket.connection)) await rememberProviderSignIn(service, ticket, identity);
  };
}

/**
 * The provider starts a sign-in (`?iss=<issuer>&target_link_uri=…`): the browser goes to the target page
 * (the site's root unless it is a page of an allowed origin) with `iss=social:<provider>:<client_id>`, and the
 * site starts an ordinary redirect sign-in from there, so the reader is bound to the browser as always.
 */
function providerInitiatedLanding(service: IdentityService, params: Record<string, string>): string {
  const issuer = withoutTrailingSlash(params.iss ?? '');
  const connection = service.ssoConnections.find(
    (c): c is OidcConnection =>
      c.method === 'oidc' &&
      !isOAuthConnection(c as OidcConnection) &&
      withoutTrailingSlash((c as OidcConnection).issuer) === issuer,
  );
  if (!connection) throw Failures.ssoNoProvider('oidc');
  const url = new URL(allowedTarget(service, params.target_link_uri));
  url.searchParams.set(PROVIDER_INITIATED_PARAM, `social:${connection.provider}:${connection.clientId}`);
  return url.toString();
}

/** The string parameters of a query or form body; anything else (arrays, over-long values) is dropped. */
function stringParams(source: unknown): Record<string, string> {
  if (!source || typeof source !== 'object') return {};
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= MAX_PARAM,
    ),
  );
}
