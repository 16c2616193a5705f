import { describe, expect, it } from 'vitest';
import {
  docSlugFromId,
  htmlFileForRoute,
  normalizeRoute,
  pageDataPathForRoute,
} from '../../../core/routes/paths.ts';

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

  it('maps a doc in a folder of the same name to the folder route', () => {
    expect(docSlugFromId('overview/overview')).toBe('overview');
    expect(docSlugFromId('features/index')).toBe('features');
    expect(docSlugFromId('features/assistant')).toBe('features/assistant');
    expect(docSlugFromId('ai')).toBe('ai');
    expect(docSlugFromId('guides/README')).toBe('guides');
    expect(docSlugFromId('index')).toBe('');
    expect(docSlugFromId('README')).toBe('');
  });

  it('writes routes to files any static host serves at the clean path', () => {
    expect(htmlFileForRoute('/')).toBe('index.html');
    expect(htmlFileForRoute('/docs/1.0.1/faq')).toBe('docs/1.0.1/faq.html');
    expect(pageDataPathForRoute('/')).toBe('/_data/index.json');
    expect(pageDataPathForRoute('/docs/faq')).toBe('/_data/docs/faq.json');
  });
});
