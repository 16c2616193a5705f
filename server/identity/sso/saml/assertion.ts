/**
 * What docgen takes from an assertion node-saml has verified (signature, issuer, audience, NotBefore and
 * NotOnOrAfter, InResponseTo): the checks node-saml leaves out — the bearer confirmation's Recipient must be our
 * ACS URL and its InResponseTo this flow's request, both inside the signed assertion — and the reader's
 * address, groups, and how long the assertion must be remembered to refuse a replay.
 */
import type { Profile } from '@node-saml/node-saml';
import { checkEmailAddress } from '../../../../core/identity/email.ts';
import { providerGroups } from '../groups.ts';
import { SamlCheck, samlRefused } from './refusals.ts';

/** xml2js output (node-saml's): elements are arrays, attributes under `$`, text under `_`. */
interface XmlNode {
  $?: Record<string, string | undefined>;
  _?: string;
  [child: string]: XmlNode[] | Record<string, string | undefined> | string | undefined;
}

export interface AssertionExpectations {
  acsUrl: string;
  requestId: string;
  now: number;
  clockSkewMs: number;
  /** The attribute holding the address; unset: the usual ones, then an e-mail NameID. */
  emailAttribute: string | undefined;
  /** The attribute listing the reader's groups at the IdP; null: it gives none. */
  groupsAttribute: string | null;
}

export interface SamlSignIn {
  issuer: string;
  assertionId: string;
  /** When the assertion can no longer be used (its latest NotOnOrAfter plus the clock skew). */
  expiresAt: number;
  email: string | undefined;
  /** The IdP's group names (mapped to docgen's by the shared single sign-on code). */
  groups: string[];
}

const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
/** Where Okta, Entra ID, Google, Keycloak and LDAP-style IdPs put the address, in that order of likelihood. */
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'emailAddress',
];

export function readAssertion(profile: Profile, expect: AssertionExpectations): SamlSignIn {
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlNode } | undefined)?.Assertion;
  const assertionId = assertion?.$?.ID;
  if (!assertion || !assertionId || !profile.issuer) throw samlRefused(SamlCheck.format);
  const confirmation = children(children(assertion, 'Subject')[0], 'SubjectConfirmation')
    .filter((node) => node.$?.Method === BEARER)
    .flatMap((node) => children(node, 'SubjectConfirmationData'));
  if (!confirmation.some((data) => data.$?.Recipient === expect.acsUrl))
    throw samlRefused(SamlCheck.recipient);
  if (!confirmation.some((data) => data.$?.InResponseTo === expect.requestId))
    throw samlRefused(SamlCheck.inResponseTo);
  return {
    issuer: profile.issuer,
    assertionId,
    expiresAt: expiryOf(assertion, confirmation, expect),
    email: emailOf(profile, expect.emailAttribute),
    groups:
      expect.groupsAttribute === null ? [] : providerGroups(attributeOf(profile, expect.groupsAttribute)),
  };
}

/** The latest NotOnOrAfter: until then some part of the assertion could still be accepted. */
function expiryOf(assertion: XmlNode, confirmation: XmlNode[], expect: AssertionExpectations): number {
  const limits = [...children(assertion, 'Conditions'), ...confirmation]
    .map((node) => Date.parse(node.$?.NotOnOrAfter ?? ''))
    .filter((time) => Number.isFinite(time));
  // An assertion valid forever could be replayed forever; node-saml accepts one, docgen does not.
  if (limits.length === 0) throw samlRefused(SamlCheck.validity);
  const expiresAt = Math.max(...limits) + expect.clockSkewMs;
  if (expiresAt <= expect.now) throw samlRefused(SamlCheck.validity);
  return expiresAt;
}

/**
 * The first well-formed address found, as the IdP wrote it (the shared completion checks and normalises it);
 * else the first string, so the completion can say it is malformed; none leaves it to refuse (403).
 */
function emailOf(profile: Profile, attribute: string | undefined): string | undefined {
  const candidates = attribute
    ? [attributeOf(profile, attribute)]
    : [
        ...EMAIL_ATTRIBUTES.map((name) => attributeOf(profile, name)),
        ...(profile.nameIDFormat === EMAIL_NAME_ID ? [profile.nameID] : []),
      ];
  const strings = candidates.flat().filter((value): value is string => typeof value === 'string');
  return strings.find((candidate) => checkEmailAddress(candidate).ok) ?? strings[0];
}

/** An attribute's value: one string, several, or undefined. */
function attributeOf(profile: Profile, name: string): unknown {
  return (profile.attributes as Record<string, unknown> | undefined)?.[name];
}

function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const found = node?.[name];
  return Array.isArray(found) ? found : [];
}
