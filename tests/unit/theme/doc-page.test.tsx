// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { docFixture, longSectionFixture, siteFixture } from './fixtures.ts';
import { parse, renderPage, textOf } from './render.tsx';

function sidebarOf(html: string) {
  return parse(html).querySelector('aside.doc-sidebar nav[aria-label="Docs sidebar"]');
}

describe('doc page', () => {
  it('renders the sidebar in order: links, categories and html', () => {
    const sidebar = sidebarOf(renderPage(docFixture()));
    const top = [...(sidebar?.querySelector(':scope > ul')?.children ?? [])].map((li) =>
      textOf(li.querySelector(':scope > a, :scope > .menu__category-row, :scope > span') ?? li),
    );
    expect(top).toEqual(['Overview', 'Features', 'Help', 'Need help? Ask us.']);
  });

  it('marks the current doc and expands the category that holds it', () => {
    const sidebar = sidebarOf(renderPage(docFixture()));
    const current = sidebar?.querySelectorAll('a[aria-current="page"]');
    expect([...(current ?? [])].map((a) => [textOf(a), a.getAttribute('href')])).toEqual([
      ['FAQ', '/docs/1.0.1/faq'],
    ]);

    const help = [...(sidebar?.querySelectorAll('button') ?? [])].find((b) => textOf(b) === 'Help');
    expect(help?.getAttribute('aria-expanded')).toBe('true');
    const features = sidebar?.querySelector('button[aria-label*="Features"]');
    expect(features?.getAttribute('aria-label')).toBe("Expand sidebar category 'Features'");
    expect(features?.getAttribute('aria-expanded')).toBe('false');
    // A collapsed category's items are left out of the HTML (the page's sidebar file has them).
    expect(features?.closest('li')?.querySelector('.menu__category-items')).toBeNull();
    expect(textOf(sidebar)).not.toContain('Rule checker');
  });

  it("lists a long section's 21 pages around the current one, a button standing for the rest either side", () => {
    const sidebar = sidebarOf(renderPage(longSectionFixture(500, 250)));
    const links = [...(sidebar?.querySelectorAll('a') ?? [])].map((a) => textOf(a));
    expect(links).toEqual(Array.from({ length: 21 }, (_, index) => `Page ${240 + index}`));
    const more = [...(sidebar?.querySelectorAll('button.menu__link--more') ?? [])].map((b) => textOf(b));
    expect(more).toEqual(['Show 240 more', 'Show 239 more']);
  });

  it('lists the first pages of a long section near its start, and a short section whole', () => {
    const nearStart = sidebarOf(renderPage(longSectionFixture(100, 3)));
    expect(nearStart?.querySelectorAll('a')).toHaveLength(21);
    expect(textOf(nearStart?.querySelector('a'))).toBe('Page 0');
    expect(nearStart?.querySelectorAll('button.menu__link--more')).toHaveLength(1);
    const short = sidebarOf(renderPage(longSectionFixture(25, 24)));
    expect(short?.querySelectorAll('a')).toHaveLength(25);
    expect(short?.querySelectorAll('button.menu__link--more')).toHaveLength(0);
  });

  it('keeps categories open when the site turns collapsing off', () => {
    const page = docFixture({ route: '/docs/1.0.1/overview' });
    const html = renderPage(page, {
      site: siteFixture({ docs: { pluginId: 'default', sidebarCollapsible: false, breadcrumbs: true } }),
    });
    const sidebar = sidebarOf(html);
    expect(sidebar?.querySelectorAll('[hidden]').length).toBe(0);
    expect(sidebar?.querySelectorAll('button').length).toBe(0);
  });

  it('shows breadcrumbs with the current page last', () => {
    const crumbs = parse(renderPage(docFixture())).querySelector('nav[aria-label="Breadcrumbs"]');
    expect([...(crumbs?.querySelectorAll('li') ?? [])].map((li) => textOf(li))).toEqual(['', 'Help', 'FAQ']);
    expect(crumbs?.querySelector('a[aria-label="Home page"]')?.getAttribute('href')).toBe('/');
    expect(textOf(crumbs?.querySelector('[aria-current="page"]'))).toBe('FAQ');
  });

  it('renders the title above the markdown in the article', () => {
    const article = parse(renderPage(docFixture())).querySelector('main article');
    expect(textOf(article?.querySelector('h1'))).toBe('FAQ');
    expect(article?.querySelector('div.markdown')?.innerHTML).toBe(docFixture().html);
  });

  it('links the previous and next docs', () => {
    const pager = parse(renderPage(docFixture())).querySelector('nav.pager');
    expect([...(pager?.querySelectorAll('a') ?? [])].map((a) => [textOf(a), a.getAttribute('href')])).toEqual(
      [
        ['Previous « Security', '/docs/1.0.1/security'],
        ['Next Deployment »', '/docs/1.0.1/deployment'],
      ],
    );
  });

  it('lists h2 entries with h3 nested in the table of contents', () => {
    const toc = parse(renderPage(docFixture())).querySelector('nav.toc');
    expect(textOf(toc?.querySelector('.toc__title'))).toBe('On this page');
    const top = [...(toc?.querySelectorAll(':scope > ul > li') ?? [])];
    expect(top.map((li) => textOf(li.querySelector('a')))).toEqual(['Billing', 'Support']);
    expect(top[0]?.querySelector(':scope ul a')?.getAttribute('href')).toBe('#invoices');
    const mobile = parse(renderPage(docFixture())).querySelector('details.toc-mobile');
    expect(textOf(mobile?.querySelector('summary'))).toBe('On this page');
  });

  it('shows the version badge and the notice for an older version', () => {
    const doc = parse(renderPage(docFixture()));
    expect(textOf(doc.querySelector('.version-badge'))).toBe('Version: 1.0.1');
    const banner = doc.querySelector('.version-banner');
    expect([...(banner?.querySelectorAll('p') ?? [])].map((p) => textOf(p))).toEqual([
      'This is documentation for ProcurePilot 1.0.1, which is no longer actively maintained.',
      'For up-to-date documentation, see the latest version (1.0.2).',
    ]);
    expect(banner?.querySelector('a')?.getAttribute('href')).toBe('/docs/faq');
  });

  it('names no version on the docs of a site that builds one, as Docusaurus', () => {
    const [only] = siteFixture().versions;
    const page = docFixture({ route: '/docs/overview', version: '1.0.2' });
    const doc = parse(renderPage(page, { site: siteFixture({ versions: only ? [only] : [] }) }));
    expect(doc.querySelector('.version-badge')).toBeNull();
  });

  it("shows or hides the badge as the version's badge setting says, whatever the number of versions", () => {
    const [latest, older] = siteFixture().versions;
    if (!latest || !older) throw new Error('the fixture has two versions');
    const page = docFixture({ route: '/docs/overview', version: '1.0.2' });
    const hidden = siteFixture({ versions: [{ ...latest, badge: false }, older] });
    expect(parse(renderPage(page, { site: hidden })).querySelector('.version-badge')).toBeNull();
    const shown = siteFixture({ versions: [{ ...latest, badge: true }] });
    expect(textOf(parse(renderPage(page, { site: shown })).querySelector('.version-badge'))).toBe(
      'Version: 1.0.2',
    );
  });

  it("says the docs are unreleased on a version newer than the latest, in Docusaurus' words", () => {
    const site = siteFixture();
    const next = {
      name: 'current',
      instance: 'default',
      label: 'Next',
      isLast: false,
      path: '/docs/next',
      banner: 'unreleased' as const,
    };
    const doc = parse(
      renderPage(docFixture({ version: 'current' }), {
        site: { ...site, versions: [{ ...next, mainDocPermalink: '/docs/next/faq' }, ...site.versions] },
      }),
    );
    expect(
      [...(doc.querySelector('.version-banner')?.querySelectorAll('p') ?? [])].map((p) => textOf(p)),
    ).toEqual([
      'This is unreleased documentation for ProcurePilot Next version.',
      'For up-to-date documentation, see the latest version (1.0.2).',
    ]);
  });

  it('links the notice to the latest main doc when the doc is gone there', () => {
    const page = docFixture({
      route: '/docs/1.0.1/features/rule-checker',
      versionLinks: {
        '1.0.1': '/docs/1.0.1/features/rule-checker',
        '1.0.0': '/docs/1.0.0/features/rule-checker',
      },
    });
    const banner = parse(renderPage(page)).querySelector('.version-banner');
    expect(banner?.querySelector('a')?.getAttribute('href')).toBe('/docs/overview');
  });

  it('shows no notice on the latest version', () => {
    const page = docFixture({ route: '/docs/faq', version: '1.0.2' });
    const doc = parse(renderPage(page));
    expect(doc.querySelector('.version-banner')).toBeNull();
    expect(textOf(doc.querySelector('.version-badge'))).toBe('Version: 1.0.2');
  });

  it('shows no breadcrumbs when the site turns them off', () => {
    const site = siteFixture({ docs: { pluginId: 'default', sidebarCollapsible: true, breadcrumbs: false } });
    expect(parse(renderPage(docFixture(), { site })).querySelector('.breadcrumbs')).toBeNull();
    expect(parse(renderPage(docFixture())).querySelector('.breadcrumbs')).not.toBeNull();
  });
});

describe('the edit link and last update under a doc', () => {
  const editUrl = 'https://github.com/acme/site/tree/main/content/docs/faq.md';
  const footerOf = (html: string) => parse(html).querySelector('.doc-article__footer');

  it('shows "Edit this page" opening the edit URL in a new tab, then "Last updated on … by …"', () => {
    const page = docFixture({ editUrl, lastUpdate: { date: '2024-01-05T00:00:00.000Z', author: 'Ada' } });
    const footer = footerOf(renderPage(page));
    const link = footer?.querySelector('a.theme-edit-this-page');
    expect(link?.getAttribute('href')).toBe(editUrl);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(textOf(link)).toBe('Edit this page');
    expect(textOf(footer?.querySelector('.theme-last-updated'))).toBe('Last updated on Jan 5, 2024 by Ada');
  });

  it("names the link in the page's language", () => {
    const site = siteFixture();
    const french = { ...site.locale, locale: 'fr', label: 'Français', htmlLang: 'fr', path: 'fr' };
    const html = renderPage(docFixture({ editUrl }), { site: { ...site, locale: french } });
    expect(textOf(footerOf(html)?.querySelector('a'))).toBe('Modifier cette page');
  });

  it('shows no footer on a doc without either', () => {
    expect(footerOf(renderPage(docFixture()))).toBeNull();
  });
});
