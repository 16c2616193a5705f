import { describe, expect, it } from 'vitest';
import { markdownFileForRoute, routeOfMarkdownFile } from '../../../../core/ai/page-catalog.ts';
import { htmlFileForRoute, normalizeRoute } from '../../../../core/routes/paths.ts';
import { resolveRequestPath } from '../../../../core/routes/resolve-request.ts';

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

  // A doc with `slug: index` is served by Docusaurus at `/x/index`; `x/index.html` is the page of `/x`.
  it.each(['/', '/docs/overview', '/docs/tutorials/index', '/index', '/docs/index'])(
    'writes %s to a file whose page and markdown are served at that route, and no other',
    (route) => {
      expect(normalizeRoute(`/${htmlFileForRoute(route)}`)).toBe(route);
      expect(routeOfMarkdownFile(markdownFileForRoute(route))).toBe(route);
    },
  );

  it('serves the page of a route ending in index at that route, not at its folder', () => {
    const files = new Set([htmlFileForRoute('/docs/tutorials/index')]);
    const exists = (file: string) => files.has(file);
    expect(resolveRequestPath('/docs/tutorials/index', exists)).toEqual({
      kind: 'file',
      file: 'docs/tutorials/index/index.html',
    });
    expect(resolveRequestPath('/docs/tutorials', exists)).toEqual({ kind: 'notFound' });
    expect(htmlFileForRoute('/index')).not.toBe(htmlFileForRoute('/'));
  });
});
