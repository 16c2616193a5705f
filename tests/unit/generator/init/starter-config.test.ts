import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../../core/config/schema.ts';
import { starterConfig, statedKeys } from '../../../../generator/init/starter-config.ts';
import fixture from '../../../fixtures/three-versions/site.config.ts';

describe('the keys a starter states', () => {
  it('leave out every key whose value the defaults would give', () => {
    const stated = statedKeys({ ...fixture, blog: {}, build: { slowPageSeconds: 5 } });
    expect(Object.keys(stated)).not.toContain('blog');
    expect(Object.keys(stated)).not.toContain('build');
  });

  it('keep a key whose value differs from its default, and every key the configuration needs', () => {
    const stated = statedKeys({ ...fixture, build: { slowPageSeconds: 3 } });
    expect(stated.build).toEqual({ slowPageSeconds: 3 });
    expect(stated.title).toBe(fixture.title);
  });

  it('leave out, inside an object, the keys whose values the defaults would give', () => {
    const stated = statedKeys({
      title: 'Acme',
      navbar: { title: 'Acme', items: [{ type: 'default', label: 'Docs', to: '/docs' }] },
      build: { slowPageSeconds: 3, pageTimeoutSeconds: 60 },
      signIn: { orgID: 'acme', forceLogin: false, uxMode: 'modal' },
    });
    expect(stated).toEqual({
      title: 'Acme',
      navbar: { items: [{ type: 'default', label: 'Docs', to: '/docs' }] },
      build: { slowPageSeconds: 3 },
      signIn: { orgID: 'acme', uxMode: 'modal' },
    });
  });
});

describe('the starter’s configuration', () => {
  it('of a public site states no sign-in, and validates', () => {
    const stated = starterConfig('acme', 'Acme', true);
    expect(stated).not.toHaveProperty('signIn');
    const parsed = siteConfigSchema.parse(stated);
    expect(parsed.signIn).toBeUndefined();
    expect(parsed.navbar.items.map((item) => item.type)).not.toContain('signIn');
    expect(parsed.navbar.items.map((item) => item.type)).toContain('colorModeToggle');
  });

  it('behind sign-in states the organisation and the gate, and validates', () => {
    const parsed = siteConfigSchema.parse(starterConfig('acme', 'Acme', false));
    expect(parsed.signIn).toMatchObject({ orgID: 'acme', forceLogin: true });
    expect(parsed.navbar.items.map((item) => item.type)).toContain('signIn');
  });

  it('states only what differs from the defaults', () => {
    for (const isPublic of [true, false]) {
      const stated = starterConfig('acme', 'Acme', isPublic);
      expect(Object.keys(stated).sort()).toEqual(
        ['navbar', 'tagline', 'title', ...(isPublic ? [] : ['signIn'])].sort(),
      );
      expect(stated.navbar).not.toHaveProperty('title');
    }
  });
});
