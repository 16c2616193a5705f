/**
 * docgen as a SAML 2.0 service provider, with node-saml: the metadata an operator gives the identity
 * provider, the sign-in URL (an AuthnRequest by HTTP-Redirect) and the verification of the response the
 * reader's browser posts back to the ACS URL.
 *
 * Each sign-in is one flow with its own AuthnRequest id, so InResponseTo is checked against that flow's id, not
 * against a list of every request in flight: a response can finish only the sign-in it answers. Responses
 * nobody asked for (IdP-initiated) are refused for the same reason. Assertions must be signed; a response
 * signature alone is not enough. Each assertion signs in once (`storage.samlAssertions`).
 */
import { randomBytes } from 'node:crypto';
import {
  generateServiceProviderMetadata,
  SAML,
  ValidateInResponseTo,
  type CacheProvider,
  type SamlConfig,
} from '@node-saml/node-saml';
import type { Clock } from '../../clock.ts';
import type { IdentityStorage } from '../../storage/types.ts';
import { readAssertion, type SamlSignIn } from './assertion.ts';
import type { IdpMetadata } from './idp-metadata.ts';
import type { SamlConnection } from './settings.ts';
import { refusalFor, SamlCheck, samlRefused } from './refusals.ts';
import { parseXml } from './xml.ts';

/** What the service provider needs: a connection's settings (`settings.ts`) and our URLs for it. */
export interface SamlSpSettings extends Pick<SamlConnection, 'emailAttribute' | 'groups'> {
  /** Our entity id, also the audience assertions must name. */
  spEntityId: string;
  acsUrl: string;
}

export interface SamlServiceProvider {
  /** A new AuthnRequest id (an XML id: it must not start with a digit). */
  newRequestId(): string;
  /** Where to send the reader: the IdP's sign-in with an AuthnRequest of `requestId`; `relayState` comes back. */
  signInUrl(input: { requestId: string; relayState: string }): Promise<string>;
  /**
   * Verifies the posted `SAMLResponse` as the answer to `requestId` and spends its assertion; throws
   * the API's answer (`refusals.ts`, a 400) for anything else.
   */
  verifyResponse(input: {
    samlResponse: string;
    requestId: string;
    requestedAt: number;
  }): Promise<SamlSignIn>;
}

/** Tolerated difference between our clock and the IdP's. */
const SAML_CLOCK_SKEW_MS = 60_000;
/** An AuthnRequest older than this is not answered (the flow has usually expired before). */
const REQUEST_LIFETIME_MS = 60 * 60_000;
/** A base64 SAMLResponse larger than this is refused unread. */
export const MAX_SAML_RESPONSE_CHARS = 256 * 1024;

/** Our metadata for the IdP: entity id, ACS URL (HTTP-POST), and that assertions must be signed. */
export function spMetadataXml(settings: Pick<SamlSpSettings, 'spEntityId' | 'acsUrl'>): string {
  return generateServiceProviderMetadata({
    issuer: settings.spEntityId,
    callbackUrl: settings.acsUrl,
    wantAssertionsSigned: true,
    identifierFormat: null,
  });
}

export function createSamlServiceProvider(deps: {
  settings: SamlSpSettings;
  idp: IdpMetadata;
  storage: IdentityStorage;
  clock: Clock;
}): SamlServiceProvider {
  const { settings, idp, storage, clock } = deps;
  const base: SamlConfig = {
    callbackUrl: settings.acsUrl,
    entryPoint: idp.ssoUrl,
    issuer: settings.spEntityId,
    audience: settings.spEntityId,
    idpIssuer: idp.entityId,
    idpCert: idp.certificates,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_LIFETIME_MS,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    // Whatever NameID and authentication context the IdP is set up for: asking for one makes some refuse.
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  };

  return {
    newRequestId: () => `_${randomBytes(20).toString('hex')}`,
    async signInUrl({ requestId, relayState }) {
      const saml = new SAML({
        ...base,
        generateUniqueId: () => requestId,
        cacheProvider: onlyRequest(requestId, 0),
      });
      return saml.getAuthorizeUrlAsync(relayState, undefined, {});
    },
    async verifyResponse({ samlResponse, requestId, requestedAt }) {
      if (samlResponse.length > MAX_SAML_RESPONSE_CHARS) throw samlRefused(SamlCheck.format);
      checkDestination(samlResponse, settings.acsUrl);
      const saml = new SAML({ ...base, cacheProvider: onlyRequest(requestId, requestedAt) });
      let profile;
      try {
        ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
      } catch (error) {
        throw refusalFor(error);
      }
      if (!profile) throw samlRefused(SamlCheck.format);
      const now = clock.now();
      const signIn = readAssertion(profile, {
        acsUrl: settings.acsUrl,
        requestId,
        now,
        clockSkewMs: SAML_CLOCK_SKEW_MS,
        emailAttribute: settings.emailAttribute,
        groupsAttribute: settings.groups.claim,
      });
      const fresh = await storage.samlAssertions.remember({
        issuer: signIn.issuer,
        assertionId: signIn.assertionId,
        now,
        expiresAt: signIn.expiresAt,
      });
      if (!fresh) throw samlRefused(SamlCheck.replayed);
      return signIn;
    },
  };
}

/**
 * node-saml's request-id cache, narrowed to the one request a flow made: only its id is "outstanding". The flow
 * itself is single use, so nothing needs removing.
 */
function onlyRequest(requestId: string, requestedAt: number): CacheProvider {
  const instant = new Date(requestedAt).toISOString();
  return {
    saveAsync: async (_key, value) => ({ value, createdAt: requestedAt }),
    getAsync: async (key) => (key === requestId ? instant : null),
    removeAsync: async (key) => key,
  };
}

/** A response naming a Destination must name our ACS URL (node-saml does not look). */
function checkDestination(samlResponse: string, acsUrl: string): void {
  const document = parseXml(Buffer.from(samlResponse, 'base64').toString('utf8'));
  if (!document) throw samlRefused(SamlCheck.format);
  const destination = document.documentElement.getAttribute('Destination');
  if (destination && destination !== acsUrl) throw samlRefused(SamlCheck.recipient);
}
