/**
 * Reading an identity provider's SAML metadata: its entity id, HTTP-Redirect sign-in URL and signing
 * certificates, or a sentence saying what is missing.
 */
import { describe, expect, it } from 'vitest';
import { parseIdpMetadata } from '../../../../../../server/identity/sso/saml/idp-metadata.ts';

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

function metadata(parts: { keys?: string; services?: string; descriptor?: string } = {}): string {
  const keys =
    parts.keys ??
    `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>
       MIIBsigning
     </ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
     <md:KeyDescriptor use="encryption"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>MIIBencryption</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
  const services =
    parts.services ??
    `<md:SingleSignOnService Binding="${POST}" Location="https://idp.example.com/sso/post"/>
     <md:SingleSignOnService Binding="${REDIRECT}" Location="https://idp.example.com/sso/redirect"/>`;
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://idp.example.com/entity">
  ${parts.descriptor ?? `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${keys}${services}</md:IDPSSODescriptor>`}
</md:EntityDescriptor>`;
}

describe('IdP metadata', () => {
  it('gives the entity id, the HTTP-Redirect sign-in URL and only the signing certificates', () => {
    expect(parseIdpMetadata(metadata())).toEqual({
      entityId: 'https://idp.example.com/entity',
      ssoUrl: 'https://idp.example.com/sso/redirect',
      certificates: ['MIIBsigning'],
    });
  });

  it('takes a certificate without a use as a signing one', () => {
    const keys = `<md:KeyDescriptor><ds:KeyInfo><ds:X509Data><ds:X509Certificate>MIIBany</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
    expect(parseIdpMetadata(metadata({ keys })).certificates).toEqual(['MIIBany']);
  });

  it.each([
    ['not XML', '<md:EntityDescriptor', 'not well-formed XML'],
    ['an SP', metadata({ descriptor: '<md:SPSSODescriptor/>' }), 'describes no identity provider'],
    [
      'no HTTP-Redirect sign-in',
      metadata({ services: `<md:SingleSignOnService Binding="${POST}" Location="https://x/sso"/>` }),
      'HTTP-Redirect binding',
    ],
    ['no signing certificate', metadata({ keys: '' }), 'no signing certificate'],
  ])('refuses metadata with %s, saying so', (_what, xml, message) => {
    expect(() => parseIdpMetadata(xml)).toThrow(message);
  });
});
