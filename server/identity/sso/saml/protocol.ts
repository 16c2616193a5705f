/**
 * SAML 2.0 as a single sign-on protocol: the widget's `saml` factor names a provider of `SSO_SAML_PROVIDERS`
 * by `provider_credentials_id`; the browser goes to the IdP with an AuthnRequest (HTTP-Redirect) and the IdP
 * posts the response to `POST /sso/saml/<id>/acs` (HTTP-POST). `GET /sso/saml/<id>/metadata` is our metadata
 * for the IdP's administrator.
 *
 * The IdP's metadata is read at start-up and again once a day when it comes from a URL (certificates roll
 * over). A provider whose metadata cannot be read is logged at start-up and answers `503` until it can.
 */
import type { FastifyInstance } from 'fastify';
import { PROVIDER_FORM_POST } from '../../api/cors.ts';
import { Failures } from '../../errors.ts';
import type { IdentityService } from '../../service.ts';
import { findConnection } from '../connections.ts';
import type { SsoProtocol } from '../protocol.ts';
import { answerProviderReturn } from '../provider-return.ts';
import { readIdpMetadata } from './idp-metadata.ts';
import { SamlCheck, samlRefused } from './refusals.ts';
import {
  createSamlServiceProvider,
  MAX_SAML_RESPONSE_CHARS,
  spMetadataXml,
  type SamlServiceProvider,
} from './service-provider.ts';
import { samlEndpoints, type SamlConnection } from './settings.ts';

const METADATA_MAX_AGE_MS = 24 * 3600_000;

export const samlProtocol: SsoProtocol<SamlConnection> = {
  method: 'saml',
  urlOption: 'start_authentication_url',
  connectionFor: (service, options) =>
    findConnection<SamlConnection>(service.ssoConnections, 'saml', String(options.provider_credentials_id)),
  async begin(service, connection, state) {
    const sp = await serviceProviderFor(service, connection);
    const requestId = sp.newRequestId();
    const url = await sp.signInUrl({ requestId, relayState: state });
    return { url, protocol: { requestId, requestedAt: String(service.clock.now()) } };
  },
  routes(app, service) {
    const connections = samlConnectionsOf(service);
    if (connections.length > 0) app.addHook('onReady', () => warmUp(service, connections));
    metadataRoute(app, service);
    acsRoute(app, service);
  },
};

function metadataRoute(app: FastifyInstance, service: IdentityService): void {
  app.get<{ Params: { id: string } }>('/sso/saml/:id/metadata', async (request, reply) => {
    const connection = findConnection<SamlConnection>(service.ssoConnections, 'saml', request.params.id);
    if (!connection) throw Failures.notFound();
    const xml = spMetadataXml(samlEndpoints(service.config.apiUrl, connection));
    return reply.type('application/samlmetadata+xml').send(xml);
  });
}

function acsRoute(app: FastifyInstance, service: IdentityService): void {
  app.post<{ Params: { id: string } }>(
    '/sso/saml/:id/acs',
    // A signed response with many groups can outgrow the API's usual JSON limit.
    { ...PROVIDER_FORM_POST, bodyLimit: MAX_SAML_RESPONSE_CHARS + 4096 },
    async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      return answerProviderReturn<SamlConnection>(
        service,
        request,
        reply,
        form.RelayState,
        async (ticket) => {
          if (ticket.connection.key !== request.params.id) throw samlRefused(SamlCheck.recipient);
          if (typeof form.SAMLResponse !== 'string') throw samlRefused(SamlCheck.format);
          const sp = await serviceProviderFor(service, ticket.connection);
          const signIn = await sp.verifyResponse({
            samlResponse: form.SAMLResponse,
            requestId: ticket.protocol.requestId ?? '',
            requestedAt: Number(ticket.protocol.requestedAt),
          });
          return { email: signIn.email, emailVerified: true, groups: signIn.groups };
        },
      );
    },
  );
}

function samlConnectionsOf(service: IdentityService): SamlConnection[] {
  return service.ssoConnections.filter((c): c is SamlConnection => c.method === 'saml');
}

interface Loaded {
  sp: Promise<SamlServiceProvider>;
  loadedAt: number;
}

// Per connection object, so two identity services (tests, several sites) never share an IdP's keys.
const loaded = new WeakMap<SamlConnection, Loaded>();

/** The connection's service provider, with the IdP's metadata read once (and daily from a URL). */
async function serviceProviderFor(
  service: IdentityService,
  connection: SamlConnection,
): Promise<SamlServiceProvider> {
  const now = service.clock.now();
  const current = loaded.get(connection);
  const stale =
    current && /^https?:/i.test(connection.metadata) && now - current.loadedAt > METADATA_MAX_AGE_MS;
  if (current && !stale) return current.sp;
  const sp = readIdpMetadata(connection.metadata).then((idp) =>
    createSamlServiceProvider({
      settings: { ...connection, ...samlEndpoints(service.config.apiUrl, connection) },
      idp,
      storage: service.storage,
      clock: service.clock,
    }),
  );
  loaded.set(connection, { sp, loadedAt: now });
  try {
    return await sp;
  } catch (error) {
    // The last good copy stays in use when a refresh fails; without one, the next sign-in tries again.
    if (current && stale) {
      loaded.set(connection, { ...current, loadedAt: now });
      return current.sp;
    }
    loaded.delete(connection);
    service.logger.error(
      { err: error, provider: connection.key },
      'SAML identity provider metadata unreadable',
    );
    throw Failures.ssoProviderUnavailable();
  }
}

async function warmUp(service: IdentityService, connections: SamlConnection[]): Promise<void> {
  // Errors are logged (above) and answered 503 at sign-in; the rest of the site starts regardless.
  await Promise.all(connections.map((c) => serviceProviderFor(service, c).catch(() => undefined)));
}
