import { describe, expect, it } from 'vitest';
import { statedKeys } from '../../../../generator/init/starter-config.ts';
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
});
