import { describe, expect, it } from 'vitest';
import { htmlFileForRoute, normalizeRoute } from '../../../../core/routes/paths.ts';

describe('route paths', () => {
  it.each([
    ['/docs/overview.html', '/docs/overview'],
    ['/docs/overview/index.html', '/docs/overview'],
    ['/docs/overview/', '/docs/overview'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/docs', '/docs'],
  ])('normalises %s to the clean path %s', (input, clean) => {
    expect(normalizeRoute(input)).toBe(clean);
  });

  it('writes routes to files any static host serves at the clean path', () => {
    expect(htmlFileForRoute('/')).toBe('index.html');
    expect(htmlFileForRoute('/docs/1.0.1/faq')).toBe('docs/1.0.1/faq.html');
  });
});
