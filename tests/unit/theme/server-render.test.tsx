import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../core/site/page-data.ts';
import { blogListFixture, blogPostFixture, docFixture } from './fixtures.ts';
import { renderPage } from './render.tsx';

/** Runs in Node, like the generator: rendering must not touch window, document or localStorage. */
describe('server rendering', () => {
  const pages: PageData[] = [
    docFixture(),
    blogListFixture(),
    blogPostFixture(),
    { kind: 'authors', route: '/blog/authors', title: 'Authors', authors: [] },
    {
      kind: 'markdown',
      route: '/markdown-page',
      title: 'Markdown page',
      html: '',
      toc: [],
      hasMermaid: false,
    },
    {
      kind: 'home',
      route: '/',
      title: 'Welcome',
      tagline: 'Tagline',
      features: [],
      callToAction: { label: 'Read', to: '/docs' },
      html: '',
    },
    { kind: 'redirect', route: '/docs', title: 'Docs', to: '/docs/overview' },
    { kind: 'notFound', route: '/404', title: 'Page Not Found' },
  ];

  it.each(pages.map((page) => [page.kind, page] as const))(
    'renders a %s page without browser globals',
    (_, page) => {
      expect(typeof window).toBe('undefined');
      const html = renderPage(page);
      expect(html).toContain('Skip to main content');
      expect(html).toContain('Copyright © 2025 ProcurePilot GmbH');
    },
  );

  it('renders the same HTML twice (no state leaks between pages)', () => {
    expect(renderPage(docFixture())).toBe(renderPage(docFixture()));
  });
});
