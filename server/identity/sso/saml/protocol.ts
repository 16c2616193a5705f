/**
 * SAML 2.0 as a single sign-on protocol: the widget's `saml` factor names a provider of `SSO_SAML_PROVIDERS`
 * by `provider_credentials_id`; the browser goes to the IdP with an AuthnRequest (HTTP-Redirect) and the IdP
 * posts the response to `POST /sso/saml/<id>/acs` (HTTP-POST). `GET /sso/saml/<id>/metadata` is our metadata
 * for the IdP's administrator.
 *
 * The IdP's metadata is read at start-up and, when it comes from a URL, again at every provider check
 * (`sso/provider-checks.ts`; certificates roll over). A provider whose metadata cannot be read is logged and
 * answers `503` until it can.
 */
import type { FastifyInstance } from 'fastify';
import { PROVIDER_FORM_POST } from '../../api/cors.ts';
import { Failures } from '../../errors.ts';
import type { IdentityService } from '../../service.ts';
import { findConnection } from '../connections.ts';
import { warnOnceIfNoGroups } from '../missing-groups.ts';
import type { SsoProtocol } from '../protocol.ts';
import { answerProviderReturn } from '../provider-return.ts';
import { isMetadataUrl, readIdpMetadata } from './idp-metadata.ts';
import { SamlCheck, samlRefused } from './refusals.ts';
import {
  createSamlServiceProvider,
  MAX_SAML_RESPONSE_CHARS,
  spMetadataXml,
  type SamlServiceProvider,
} from './service-provider.ts';
import { samlEndpoints, type SamlConnection } from './settings.ts';

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
  checkProvider,
  routes(app, service) {
    metadataRoute(app, service);
    acsRoute(app, service);
  },
};

function metadataRoute(
  app: FastifyInstance,
  service: Pick<IdentityService, 'config' | 'ssoConnections'>,
): void {
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
          // SAML leaves out an attribute without values: no groups means the attribute was not sent.
          warnOnceIfNoGroups(service, ticket.connection, signIn.groups.length > 0);
          return { email: signIn.email, emailVerified: true, groups: signIn.groups };
        },
      );
    },
  );
}

// Per connection object, so two identity services (tests, several sites) never share an IdP's keys.
const loaded = new WeakMap<SamlConnection, Promise<SamlServiceProvider>>();

function load(
  service: Pick<IdentityService, 'clock' | 'config' | 'storage'>,
  connection: SamlConnection,
): Promise<SamlServiceProvider> {
  return readIdpMetadata(connection.metadata).then((idp) =>
    createSamlServiceProvider({
      settings: { ...connection, ...samlEndpoints(service.config.apiUrl, connection) },
      idp,
      storage: service.storage,
      clock: service.clock,
    }),
  );
}

/** The connection's service provider, its IdP's metadata read at the first need if the checks have not yet. */
async function serviceProviderFor(
  service: IdentityService,
  connection: SamlConnection,
): Promise<SamlServiceProvider> {
  let sp = loaded.get(connection);
  if (!sp) {
    const trying = load(service, connection);
    trying.catch(() => {
      if (loaded.get(connection) === trying) loaded.delete(connection);
    });
    loaded.set(connection, trying);
    sp = trying;
  }
  try {
    return await sp;
  } catch {
    throw Failures.ssoProviderUnavailable();
  }
}

/**
 * The periodic check: metadata from a URL is read again and replaces the copy in use (certificates roll over);
 * when that fails, the last good copy stays in use. A file is read until it has been read once: changing it
 * needs a restart.
 */
async function checkProvider(service: IdentityService, connection: SamlConnection): Promise<void> {
  const current = loaded.get(connection);
  if (current && !isMetadataUrl(connection.metadata)) {
    await current;
    return;
  }
  const sp = await load(service, connection);
  loaded.set(connection, Promise.resolve(sp));
}
