// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../core/site/page-data.ts';
import { siteFixture } from './fixtures.ts';
import { parse, renderPage, textOf } from './render.tsx';

const notFound: PageData = { kind: 'notFound', route: '/404', title: 'Page Not Found' };

describe('page frame', () => {
  it('starts with a skip link to the main content', () => {
    const doc = parse(renderPage(notFound));
    const skip = doc.querySelector('a');
    expect([textOf(skip), skip?.getAttribute('href')]).toEqual(['Skip to main content', '#__main']);
    expect(doc.querySelector('main')?.id).toBe('__main');
  });

  it('shows the announcement bar with a close button', () => {
    const bar = parse(renderPage(notFound)).querySelector('[aria-label="Announcement"]');
    expect(textOf(bar)).toBe('ProcurePilot 1.0.2 is out.');
    expect(bar?.querySelector('button')?.getAttribute('aria-label')).toBe('Close');
  });

  it('has no announcement bar when none is configured', () => {
    const site = siteFixture({ announcementBar: undefined });
    expect(parse(renderPage(notFound, { site })).querySelector('[aria-label="Announcement"]')).toBeNull();
  });

  it('ends with the four external footer links and the copyright', () => {
    const footer = parse(renderPage(notFound)).querySelector('footer.footer');
    const links = [...(footer?.querySelectorAll('a') ?? [])];
    expect(links.map((a) => textOf(a))).toEqual([
      'Company website',
      'Release notes',
      'System status',
      'Imprint',
    ]);
    expect(links.every((a) => a.getAttribute('target') === '_blank')).toBe(true);
    expect(textOf(footer?.querySelector('.footer__copyright'))).toBe('Copyright © 2025 ProcurePilot GmbH');
  });

  it('opens a footer link to a page of the site in place, without the external-link icon', () => {
    const base = siteFixture();
    const links = [{ label: 'Blog', href: '/blog' }, ...base.footer.links];
    const site = siteFixture({ footer: { ...base.footer, links } });
    const footer = parse(renderPage(notFound, { site })).querySelector('footer.footer');
    const [blog, company] = [...(footer?.querySelectorAll('a') ?? [])];
    expect([textOf(blog), blog?.getAttribute('href'), blog?.getAttribute('target')]).toEqual([
      'Blog',
      '/blog',
      null,
    ]);
    expect(blog?.querySelector('svg')).toBeNull();
    expect(company?.querySelector('svg')).not.toBeNull();
  });

  it('renders the beforeContent slot inside main, before the page', () => {
    const slots = { beforeContent: <div className="gate">Please sign in</div> };
    const main = parse(renderPage(notFound, { slots })).querySelector('main');
    expect(main?.firstElementChild?.className).toBe('gate');
  });
});

describe('pages', () => {
  it("shows the not-found page with Docusaurus' words, and nothing else", () => {
    const main = parse(renderPage(notFound)).querySelector('main');
    expect([...(main?.querySelectorAll('h1, p') ?? [])].map(textOf)).toEqual([
      'Page Not Found',
      'We could not find what you were looking for.',
      'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
    ]);
    expect(main?.querySelector('a, button')).toBeNull();
  });

  it("shows the search page with the words of Docusaurus' search page and its credit, its box labelled", () => {
    const search: PageData = { kind: 'search', route: '/search', title: 'Search the documentation' };
    const main = parse(renderPage(search)).querySelector('main');
    // Where Docusaurus credits Algolia, docgen credits the SQLite full-text search it runs on.
    expect(textOf(main)).toBe('Search the documentationPowered by SQLite');
    const box = main?.querySelector('input[type="search"]');
    expect([box?.getAttribute('aria-label'), box?.getAttribute('placeholder')]).toEqual([
      'Search',
      'Type your search here',
    ]);
  });

  it('shows the home hero, the call to action and the feature cards', () => {
    const page: PageData = {
      kind: 'home',
      route: '/',
      title: 'Welcome to ProcurePilot',
      tagline: 'Supercharge your ERP Stack',
      features: [{ title: 'Rule checker', description: 'Checks rules.', to: '/docs/features/rule-checker' }],
      callToAction: { label: 'Read the documentation', to: '/docs/overview' },
      html: '<p>More below.</p>',
    };
    const main = parse(renderPage(page)).querySelector('main');
    expect(textOf(main?.querySelector('h1'))).toBe('Welcome to ProcurePilot');
    expect(textOf(main?.querySelector('.hero__subtitle'))).toBe('Supercharge your ERP Stack');
    const cta = [...(main?.querySelectorAll('a') ?? [])].find((a) => textOf(a) === 'Read the documentation');
    expect(cta?.getAttribute('href')).toBe('/docs/overview');
    const card = main?.querySelector('.feature-card');
    expect(card?.getAttribute('href')).toBe('/docs/features/rule-checker');
    expect([textOf(card?.querySelector('h2')), textOf(card?.querySelector('p'))]).toEqual([
      'Rule checker',
      'Checks rules.',
    ]);
    expect(textOf(main?.querySelector('.markdown'))).toBe('More below.');
  });

  it('shows a markdown page with its title, content and table of contents', () => {
    const page: PageData = {
      kind: 'markdown',
      route: '/markdown-page',
      title: 'Markdown page',
      html: '<h2 id="intro">Intro</h2>',
      toc: [{ depth: 2, id: 'intro', text: 'Intro' }],
      hasMermaid: false,
    };
    const main = parse(renderPage(page)).querySelector('main');
    expect(textOf(main?.querySelector('h1'))).toBe('Markdown page');
    expect(main?.querySelector('.markdown h2#intro')).not.toBeNull();
    expect(main?.querySelector('nav.toc a')?.getAttribute('href')).toBe('#intro');
  });

  it('tells where a redirected page has moved', () => {
    const page: PageData = { kind: 'redirect', route: '/docs', title: 'Docs', to: '/docs/overview' };
    const main = parse(renderPage(page)).querySelector('main');
    expect(textOf(main)).toBe('This page has moved to /docs/overview.');
    expect(main?.querySelector('a')?.getAttribute('href')).toBe('/docs/overview');
  });
});
