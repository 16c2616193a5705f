/**
 * The identity provider's SAML metadata: who it is (entity id), where readers sign in (its single sign-on
 * service with the HTTP-Redirect binding) and the certificates its signatures must verify against. Read at
 * start-up from an https URL (http only on loopback) or a file, and a URL again at every provider check. node-saml takes these values but does not read
 * metadata, hence this small reader.
 */
import { readFile } from 'node:fs/promises';
import xpath from 'xpath';
import { parseXml } from './xml.ts';

export interface IdpMetadata {
  entityId: string;
  /** The HTTP-Redirect single sign-on endpoint. */
  ssoUrl: string;
  /** Signing certificates, base64 DER (PEM body without its armour). */
  certificates: string[];
}

const HTTP_REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const select = xpath.useNamespaces({
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
});

class IdpMetadataError extends Error {
  override readonly name = 'IdpMetadataError';
}

/** `source` is a URL or a file path (`SAML_IDP_METADATA`). */
export async function readIdpMetadata(source: string): Promise<IdpMetadata> {
  const xml = isMetadataUrl(source) ? await fetchMetadata(source) : await readMetadataFile(source);
  return parseIdpMetadata(xml);
}

/** Whether `source` names metadata at a URL (read again periodically) rather than a file (read at start-up). */
export function isMetadataUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

function isMetadataUrlAllowed(text: string): boolean {
  const url = new URL(text);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
}

async function fetchMetadata(url: string): Promise<string> {
  // The certificates decide whose assertions are believed, so they must not come over plain http.
  if (!isMetadataUrlAllowed(url))
    throw new IdpMetadataError('SAML_IDP_METADATA must be an https:// URL (http:// only on loopback)');
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
  } catch (error) {
    throw new IdpMetadataError(
      `the SAML identity provider's metadata could not be fetched: ${String(error)}`,
    );
  }
  if (!response.ok)
    throw new IdpMetadataError(
      `the SAML identity provider's metadata could not be fetched: HTTP ${response.status}`,
    );
  return response.text();
}

async function readMetadataFile(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new IdpMetadataError(
      `the SAML identity provider's metadata file could not be read: ${(error as Error).message}`,
    );
  }
}

export function parseIdpMetadata(xml: string): IdpMetadata {
  const document = parseXml(xml);
  if (!document) throw new IdpMetadataError('the SAML identity provider metadata is not well-formed XML');
  const descriptor = select('//md:EntityDescriptor[md:IDPSSODescriptor]', document, true) as
    Element | undefined;
  if (!descriptor)
    throw new IdpMetadataError('the SAML metadata describes no identity provider (IDPSSODescriptor)');
  const entityId = descriptor.getAttribute('entityID') ?? '';
  const ssoUrl = textOf(
    select(
      `md:IDPSSODescriptor/md:SingleSignOnService[@Binding='${HTTP_REDIRECT}']/@Location`,
      descriptor,
      true,
    ),
  );
  const certificates = (
    select(
      "md:IDPSSODescriptor/md:KeyDescriptor[not(@use) or @use='signing']/ds:KeyInfo/ds:X509Data/ds:X509Certificate",
      descriptor,
    ) as Node[]
  ).map((node) => (node.textContent ?? '').replace(/\s+/g, ''));
  if (!entityId) throw new IdpMetadataError('the SAML identity provider metadata has no entityID');
  if (!ssoUrl)
    throw new IdpMetadataError(
      'the SAML identity provider metadata has no single sign-on service with the HTTP-Redirect binding',
    );
  if (certificates.length === 0)
    throw new IdpMetadataError('the SAML identity provider metadata has no signing certificate');
  return { entityId, ssoUrl, certificates: [...new Set(certificates)] };
}

function textOf(node: unknown): string {
  return node ? ((node as Attr).value ?? '').trim() : '';
}
