// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { docFixture, siteFixture } from './fixtures.ts';
import { parse, renderPage, textOf } from './render.tsx';

const notFound = { kind: 'notFound', route: '/404', title: 'Page Not Found' } as const;

describe('navbar', () => {
  it('shows the brand linking home and the configured links', () => {
    const doc = parse(renderPage(notFound));
    const nav = doc.querySelector('nav[aria-label="Main"]');
    const brand = nav?.querySelector('a.navbar__brand');
    expect(brand?.getAttribute('href')).toBe('/');
    expect(textOf(brand)).toBe('ProcurePilot');
    expect(brand?.querySelector('img')?.getAttribute('alt')).toBe('ProcurePilot logo');

    const documentation = [...(nav?.querySelectorAll('a') ?? [])].find((a) => textOf(a) === 'Documentation');
    expect(documentation?.getAttribute('href')).toBe('/docs/overview');
    expect(documentation?.hasAttribute('target')).toBe(false);
  });

  it('opens external items in a new tab without an opener', () => {
    const doc = parse(renderPage(notFound));
    const status = [...doc.querySelectorAll('nav[aria-label="Main"] a')].find((a) => textOf(a) === 'Status');
    expect(status?.getAttribute('href')).toBe('https://status.example.com');
    expect(status?.getAttribute('target')).toBe('_blank');
    expect(status?.getAttribute('rel')).toContain('noopener');
  });

  it('renders dropdown items under a toggle button', () => {
    const doc = parse(renderPage(notFound));
    const more = [...doc.querySelectorAll('.dropdown')].find(
      (d) => textOf(d.querySelector('button')) === 'More',
    );
    expect(more?.querySelector('button')?.getAttribute('aria-expanded')).toBe('false');
    expect([...(more?.querySelectorAll('a') ?? [])].map((a) => [textOf(a), a.getAttribute('href')])).toEqual([
      ['Blog', '/blog'],
      ['Company', 'https://www.example.com'],
    ]);
  });

  it('labels the colour toggle with the current (default) mode', () => {
    const doc = parse(renderPage(notFound));
    const toggle = doc.querySelector('button.color-mode-toggle');
    expect(toggle?.getAttribute('aria-label')).toBe(
      'Switch between dark and light mode (currently light mode)',
    );
  });

  it('hides the colour toggle when the switch is disabled', () => {
    const site = siteFixture({ colorMode: { defaultMode: 'light', disableSwitch: true } });
    expect(parse(renderPage(notFound, { site })).querySelector('.color-mode-toggle')).toBeNull();
  });

  it('renders the sign-in slot where the signIn item is, empty by default', () => {
    const empty = parse(renderPage(notFound)).querySelector('.navbar__sign-in');
    expect(empty?.innerHTML).toBe('');
    const slots = { signIn: <button type="button">Log in</button> };
    const filled = parse(renderPage(notFound, { slots })).querySelector('.navbar__sign-in');
    expect(textOf(filled)).toBe('Log in');
  });

  it('has a closed hamburger controlling the mobile menu', () => {
    const doc = parse(renderPage(notFound));
    const hamburger = doc.querySelector('button.navbar__toggle');
    expect(hamburger?.getAttribute('aria-label')).toBe('Toggle navigation bar');
    expect(hamburger?.getAttribute('aria-expanded')).toBe('false');
    const menu = doc.getElementById(hamburger?.getAttribute('aria-controls') ?? '');
    expect(menu?.hasAttribute('inert')).toBe(true);
  });
});

describe('docs version dropdown', () => {
  const versionMenu = (html: string) => {
    const dropdown = parse(html).querySelector('.version-dropdown');
    return {
      label: textOf(dropdown?.querySelector('button')),
      entries: [...(dropdown?.querySelectorAll('a') ?? [])].map((a) => [textOf(a), a.getAttribute('href')]),
      current: textOf(dropdown?.querySelector('a[aria-current]')),
    };
  };

  it('shows the latest version outside the docs, each entry leading to its main doc', () => {
    expect(versionMenu(renderPage(notFound))).toEqual({
      label: '1.0.2',
      current: '1.0.2',
      entries: [
        ['1.0.2', '/docs/overview'],
        ['1.0.1', '/docs/1.0.1/overview'],
        ['1.0.0', '/docs/1.0.0/overview'],
      ],
    });
  });

  it("shows the doc's version and keeps the doc when the other version has it", () => {
    expect(versionMenu(renderPage(docFixture()))).toEqual({
      label: '1.0.1',
      current: '1.0.1',
      entries: [
        ['1.0.2', '/docs/faq'],
        ['1.0.1', '/docs/1.0.1/faq'],
        // 1.0.0 has no faq: its main doc.
        ['1.0.0', '/docs/1.0.0/overview'],
      ],
    });
  });

  it("lists another docs instance's versions where it names it, with that instance's doc page current", () => {
    const site = siteFixture();
    const community = (name: string, isLast: boolean) => ({
      name: `community/${name}`,
      instance: 'community',
      label: name === 'current' ? 'Next' : name,
      isLast,
      path: isLast ? '/community' : '/community/next',
      banner: isLast ? null : ('unreleased' as const),
      mainDocPermalink: isLast ? '/community/support' : '/community/next/support',
    });
    const withCommunity = {
      ...site,
      navbar: {
        ...site.navbar,
        items: [
          { type: 'docsVersionDropdown' as const, docsPluginId: 'community', position: 'right' as const },
        ],
      },
      versions: [...site.versions, community('current', false), community('1.0', true)],
    };
    expect(versionMenu(renderPage(notFound, { site: withCommunity }))).toEqual({
      label: '1.0',
      current: '1.0',
      entries: [
        ['Next', '/community/next/support'],
        ['1.0', '/community/support'],
      ],
    });
    const nextDoc = { ...docFixture({ version: 'community/current' }), versionLinks: {} };
    expect(versionMenu(renderPage(nextDoc, { site: withCommunity })).label).toBe('Next');
  });

  it('marks the Documentation link active on doc pages', () => {
    const doc = parse(renderPage(docFixture()));
    const link = [...doc.querySelectorAll('a.navbar__link')].find((a) => textOf(a) === 'Documentation');
    expect(link?.classList.contains('is-active')).toBe(true);
  });
});
