import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedPageData } from '../../helpers/embedded-page-data.ts';
import { REPO_ROOT, removeSite, runCli, type CliResult } from '../../helpers/sites.ts';

const OUT = join(REPO_ROOT, 'tests', '.tmp', `real-site-${process.pid}`);
let result: CliResult;

beforeAll(async () => {
  result = await runCli(['build', '--out-dir', OUT]);
}, 180_000);
afterAll(() => removeSite(OUT));

function titleOf(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title.replace(/&#34;/g, '"').replace(/&#38;/g, '&');
}

async function page(route: string): Promise<string> {
  return readFile(join(OUT, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');
}

const SITE_TITLE = 'ProcurePilot Customer Documentation';

describe('the real ProcurePilot site build', () => {
  it('builds with zero broken links and zero markdown-link warnings', () => {
    expect(result.stderr).toContain('with 0 warning(s)');
    expect(result.code).toBe(0);
  });

  it.each([
    ['/', SITE_TITLE],
    ['/blog/authors', `Authors | ${SITE_TITLE}`],
    ['/blog/tags', `Tags | ${SITE_TITLE}`],
    ['/blog/tags/release-notes', `3 posts tagged with "Release notes" | ${SITE_TITLE}`],
    ['/blog/archive', `Archive | ${SITE_TITLE}`],
    ['/blog/2025/02/04/why-we-regrouped-features', undefined],
    ['/markdown-page', `About this documentation | ${SITE_TITLE}`],
    ['/docs/overview', `ProcurePilot overview | ${SITE_TITLE}`],
    ['/docs/features/ui-optimatization-and-copilot-support', undefined],
    ['/docs/certificates', undefined],
    ['/docs/1.0.1/features/offer-to-ariba', undefined],
    ['/docs/1.0.1/deployment', undefined],
    ['/docs/1.0.0/features/uom-suggestor', undefined],
    ['/404', `Page Not Found | ${SITE_TITLE}`],
  ])('serves %s with its title', async (route, title) => {
    const html = await page(route);
    const data = embeddedPageData(html);
    expect(titleOf(html)).toBe(title ?? `${data.title} | ${SITE_TITLE}`);
    expect(html).toContain(`<h1`);
  });

  it('sends the blog posts’ old addresses to their dated permalinks', async () => {
    expect(await page('/blog/why-we-regrouped-features')).toContain(
      'url=/blog/2025/02/04/why-we-regrouped-features',
    );
  });

  it('sends /docs and each older version root to its overview', async () => {
    expect(await page('/docs')).toContain('url=/docs/overview');
    expect(await page('/docs/1.0.1')).toContain('url=/docs/1.0.1/overview');
    expect(await page('/docs/1.0.0')).toContain('url=/docs/1.0.0/overview');
  });

  it('shows the home page title with the product name and the tagline', async () => {
    const html = await page('/');
    expect(html).toContain('Welcome to the ProcurePilot documentation');
    expect(html).toContain('Supercharge your ERP Stack');
  });

  it('has the navbar, version dropdown, footer links and copyright on a doc page', async () => {
    const html = await page('/docs/1.0.1/faq');
    expect(html).toContain('href="/docs/overview"');
    expect(html).toContain('>Documentation<');
    expect(html).toContain('1.0.1');
    for (const label of ['Company website', 'Release notes', 'System status', 'Imprint'])
      expect(html).toContain(label);
    expect(html).toContain('Copyright © 2025 ProcurePilot GmbH');
  });

  it('has one navbar link, Documentation; the blog is linked from the home page and the footer', async () => {
    const html = await page('/docs/overview');
    const navbar = /<nav aria-label="Main" class="navbar">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    const navbarLinks = [...navbar.matchAll(/<a [^>]*class="navbar__item navbar__link[^"]*"[^>]*>([^<]*)</g)];
    expect(navbarLinks.map((match) => match[1])).toEqual(['Documentation']);
    expect(navbar).not.toContain('href="/blog"');
    const footer = /<footer class="footer[^"]*">(.*?)<\/footer>/s.exec(html)?.[1] ?? '';
    expect(footer).toContain('<a href="/blog" class="footer__link">Blog</a>');
    const home = /<main[^>]*>(.*?)<\/main>/s.exec(await page('/'))?.[1] ?? '';
    expect(home).toMatch(/<a href="\/blog">blog<\/a>/);
  });
});
