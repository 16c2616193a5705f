/**
 * `SSO_SAML_PROVIDERS` from the environment: entries become connections with our URLs for each, and bad
 * entries stop the command naming what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../../../../../../server/env/server-env.ts';
import { samlConnections, samlEndpoints } from '../../../../../../server/identity/sso/saml/settings.ts';

const read = (providers: unknown) =>
  readServerEnv({ SSO_SAML_PROVIDERS: JSON.stringify(providers) }).SSO_SAML_PROVIDERS ?? [];

describe('SSO_SAML_PROVIDERS', () => {
  it('makes a connection per IdP, named by id, with its group mapping and our URLs', () => {
    const [okta, entra] = samlConnections(
      read([
        { id: 'okta', metadata: 'https://acme.okta.com/app/exk1/sso/saml/metadata' },
        {
          id: 'entra',
          metadata: '/etc/docgen/entra.xml',
          sp_entity_id: 'urn:docgen:docs',
          groups_attribute: 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups',
          groups_map: { 'b2a1…': 'staff', 'c3d4…': ['staff', 'admins'] },
        },
      ]),
    );
    expect(okta).toMatchObject({
      method: 'saml',
      key: 'okta',
      groups: { claim: 'groups' },
      trustEmail: true,
    });
    expect(entra?.groups).toEqual({
      claim: 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups',
      map: new Map([
        ['b2a1…', ['staff']],
        ['c3d4…', ['staff', 'admins']],
      ]),
    });
    expect(samlEndpoints('https://docs.example.com/api', okta!)).toEqual({
      metadataUrl: 'https://docs.example.com/api/sso/saml/okta/metadata',
      acsUrl: 'https://docs.example.com/api/sso/saml/okta/acs',
      spEntityId: 'https://docs.example.com/api/sso/saml/okta/metadata',
    });
    expect(samlEndpoints('https://docs.example.com/api', entra!).spEntityId).toBe('urn:docgen:docs');
  });

  it.each([
    [
      'metadata over plain http',
      [{ id: 'a', metadata: 'http://idp.example.com/md' }],
      'SSO_SAML_PROVIDERS.0.metadata',
    ],
    ['an id unfit for a URL', [{ id: 'Corp SSO', metadata: '/md.xml' }], 'SSO_SAML_PROVIDERS.0.id'],
    [
      'an id twice',
      [
        { id: 'a', metadata: '/a.xml' },
        { id: 'a', metadata: '/b.xml' },
      ],
      'names an id twice',
    ],
    ['an unknown key', [{ id: 'a', metadata: '/a.xml', secret: 'x' }], 'SSO_SAML_PROVIDERS.0'],
  ])('refuses %s', (_what, providers, named) => {
    expect(() => read(providers)).toThrow(named);
  });

  it('takes http metadata from a loopback IdP', () => {
    expect(read([{ id: 'local', metadata: 'http://127.0.0.1:8080/metadata' }])).toHaveLength(1);
  });
});
