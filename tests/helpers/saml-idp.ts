/**
 * A real SAML 2.0 identity provider on loopback for tests: samlify (a maintained IdP implementation) parses
 * the service provider's AuthnRequest (HTTP-Redirect) and signs the response with a key and certificate made
 * for the test. Its sign-in page signs in `idp.user` at once and posts the response to the ACS URL, as a
 * real IdP does after its login form. `idp.spoil` makes the next response wrong in one way, for the refusal
 * tests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as samlify from 'samlify';
import { generate } from 'selfsigned';
import { SamlCheck, samlRefused, type SamlCheckName } from '../../server/identity/sso/saml/refusals.ts';

export type Spoil =
  /** The response is signed, its assertion is not. */
  | 'unsigned-assertion'
  /** Signed with a key the service provider does not know. */
  | 'foreign-key'
  /** Expired ten minutes ago. */
  | 'expired'
  /** Meant for another service provider. */
  | 'wrong-audience'
  /** Meant for another ACS URL. */
  | 'wrong-recipient';

/** The message of the API's answer to a response failing `check`. */
export const refusal = (check: SamlCheckName): string => samlRefused(check).message;

/** Each spoiled response, and the message the service provider must refuse it with. */
export const SPOILED_RESPONSES: ReadonlyArray<[Spoil, string]> = [
  ['unsigned-assertion', refusal(SamlCheck.signature)],
  ['foreign-key', refusal(SamlCheck.signature)],
  ['expired', refusal(SamlCheck.validity)],
  ['wrong-audience', refusal(SamlCheck.audience)],
  ['wrong-recipient', refusal(SamlCheck.recipient)],
];

export interface SamlUser {
  email: string;
  groups: string[];
}

/** The auto-submitting form the IdP answers with, as its fields. */
export interface IdpForm {
  action: string;
  SAMLResponse: string;
  RelayState: string;
}

export interface TestSamlIdp {
  entityId: string;
  metadataUrl: string;
  metadataXml: string;
  /** Who signs in next. */
  user: SamlUser;
  /** How the next response goes wrong (once); undefined: a valid response. */
  spoil: Spoil | undefined;
  /** The service provider's metadata (as the operator uploads it to the IdP). */
  trust(spMetadataXml: string): void;
  /** Follows a sign-in URL as a browser would, without one: the form the IdP posts to the ACS. */
  signIn(url: string): Promise<IdpForm>;
  close(): Promise<void>;
}

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const TEN_MINUTES = 10 * 60_000;

samlify.setSchemaValidator({ validate: async () => 'skipped: the test IdP trusts its own test SP' });

export async function startSamlIdp(user: SamlUser): Promise<TestSamlIdp> {
  const [own, foreign] = await Promise.all([keyPair(), keyPair()]);
  let sp: ReturnType<typeof samlify.ServiceProvider> | undefined;
  let spMetadata = '';
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${base}/metadata`;
  const idpFor = (keys: KeyPair) =>
    samlify.IdentityProvider({
      entityID: entityId,
      signingCert: keys.cert,
      privateKey: keys.privateKey,
      nameIDFormat: [EMAIL_FORMAT],
      singleSignOnService: [
        { Binding: samlify.Constants.namespace.binding.redirect, Location: `${base}/sso` },
      ],
      // Never called; without one samlify complains on the console.
      singleLogoutService: [
        { Binding: samlify.Constants.namespace.binding.redirect, Location: `${base}/slo` },
      ],
    });
  const idp = idpFor(own);

  const state: TestSamlIdp = {
    entityId,
    metadataUrl: entityId,
    metadataXml: idp.getMetadata(),
    user,
    spoil: undefined,
    trust(xml) {
      spMetadata = xml;
      sp = samlify.ServiceProvider({ metadata: xml });
    },
    async signIn(url) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`the test IdP answered ${response.status}: ${await response.text()}`);
      return formFields(await response.text());
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', base);
    if (url.pathname === '/metadata') {
      response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(state.metadataXml);
      return;
    }
    if (url.pathname !== '/sso' || !sp) {
      response.writeHead(404).end();
      return;
    }
    const query = Object.fromEntries(url.searchParams);
    const parsed = await idp.parseLoginRequest(sp, 'redirect', { query, octetString: '' });
    const spEntity = sp;
    const spoil = state.spoil;
    state.spoil = undefined;
    const signer = spoil === 'foreign-key' ? idpFor(foreign) : idp;
    const target =
      spoil === 'unsigned-assertion' ? samlify.ServiceProvider({ metadata: unsignedWanted(spMetadata) }) : sp;
    const result = await signer.createLoginResponse(
      target,
      { extract: parsed.extract },
      'post',
      { email: state.user.email },
      {
        customTagReplacement: (template: string) =>
          responseXml(template, {
            requestId: (parsed.extract as { request: { id: string } }).request.id,
            issuer: entityId,
            acsUrl: spEntity.entityMeta.getAssertionConsumerService('post') as string,
            audience: spEntity.entityMeta.getEntityID(),
            user: state.user,
            spoil,
          }),
      },
    );
    const form: IdpForm = {
      action: (result as { entityEndpoint: string }).entityEndpoint,
      SAMLResponse: result.context,
      RelayState: url.searchParams.get('RelayState') ?? '',
    };
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(autoPostPage(form));
  }

  return state;
}

interface KeyPair {
  privateKey: string;
  cert: string;
}

async function keyPair(): Promise<KeyPair> {
  const pems = await generate([{ name: 'commonName', value: 'test-idp.invalid' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  return { privateKey: pems.private, cert: pems.cert };
}

function responseXml(
  template: string,
  input: {
    requestId: string;
    issuer: string;
    acsUrl: string;
    audience: string;
    user: SamlUser;
    spoil: Spoil | undefined;
  },
): { id: string; context: string } {
  const now = Date.now() - (input.spoil === 'expired' ? 3 * TEN_MINUTES : 0);
  const at = (offset: number) => new Date(now + offset).toISOString();
  const id = `_${crypto.randomUUID()}`;
  const statements = template
    .replace('{AuthnStatement}', authnStatement(at(0)))
    .replace('{AttributeStatement}', attributeStatement(input.user));
  const context = samlify.SamlLib.replaceTagsByValue(statements, {
    ID: id,
    AssertionID: `_${crypto.randomUUID()}`,
    Destination: input.acsUrl,
    Audience: input.spoil === 'wrong-audience' ? 'https://other-sp.example.com/metadata' : input.audience,
    SubjectRecipient: input.spoil === 'wrong-recipient' ? 'https://other-sp.example.com/acs' : input.acsUrl,
    Issuer: input.issuer,
    IssueInstant: at(0),
    StatusCode: samlify.Constants.StatusCode.Success,
    ConditionsNotBefore: at(-60_000),
    ConditionsNotOnOrAfter: at(TEN_MINUTES / 2),
    SubjectConfirmationDataNotOnOrAfter: at(TEN_MINUTES / 2),
    NameIDFormat: EMAIL_FORMAT,
    NameID: input.user.email,
    InResponseTo: input.requestId,
  });
  return { id, context };
}

function authnStatement(instant: string): string {
  return `<saml:AuthnStatement AuthnInstant="${instant}" SessionIndex="_s${Date.now()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`;
}

function attributeStatement(user: SamlUser): string {
  const attribute = (name: string, values: string[]) =>
    `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${values
      .map((value) => `<saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue>`)
      .join('')}</saml:Attribute>`;
  return `<saml:AttributeStatement>${attribute('email', [user.email])}${
    user.groups.length > 0 ? attribute('groups', user.groups) : ''
  }</saml:AttributeStatement>`;
}

/** The SP's metadata as if it did not ask for signed assertions: samlify then signs only the response. */
function unsignedWanted(spMetadataXml: string): string {
  return spMetadataXml.replace(/WantAssertionsSigned="true"/, 'WantAssertionsSigned="false"');
}

function autoPostPage(form: IdpForm): string {
  const field = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeXml(value)}">`;
  return `<!doctype html><html><head><title>Test IdP</title></head><body>
<form method="post" action="${escapeXml(form.action)}">${field('SAMLResponse', form.SAMLResponse)}${field('RelayState', form.RelayState)}<button>Continue</button></form>
<script>document.forms[0].submit()</script></body></html>`;
}

function formFields(html: string): IdpForm {
  const value = (pattern: RegExp) => unescapeXml(pattern.exec(html)?.[1] ?? '');
  return {
    action: value(/action="([^"]*)"/),
    SAMLResponse: value(/name="SAMLResponse" value="([^"]*)"/),
    RelayState: value(/name="RelayState" value="([^"]*)"/),
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function unescapeXml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
}
