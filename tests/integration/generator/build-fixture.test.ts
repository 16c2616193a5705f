import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedPageData } from '../../helpers/embedded-page-data.ts';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, type CliResult } from '../../helpers/sites.ts';

let root: string;
let result: CliResult;

beforeAll(async () => {
  root = await copyFixture('three-versions');
  result = await buildSiteAt(root);
});
afterAll(() => removeSite(root));

const html = (file: string) => readSiteFile(root, `build/${file}`);

describe('docgen build on a three-version fixture site', () => {
  it('succeeds and ends with one summary line', () => {
    expect(result.stderr).toMatch(/Built \d+ pages in [\d.]+ s with \d+ warning\(s\)/);
    expect(result.code).toBe(0);
  });

  it('serves the latest version under /docs and older ones under /docs/<version>', async () => {
    expect(await html('docs/overview.html')).toContain('Overview 2.0.0');
    expect(await html('docs/1.1.0/overview.html')).toContain('Overview 1.1.0');
    expect(await html('docs/1.0.0/guides/install.html')).toContain('Install 1.0.0');
  });

  it('redirects each version root to its overview', async () => {
    expect(await html('docs.html')).toContain('url=/docs/overview');
    expect(await html('docs/1.1.0.html')).toContain('url=/docs/1.1.0/overview');
  });

  it('resolves relative markdown links per version, with anchors', async () => {
    expect(await html('docs/1.1.0/overview.html')).toContain(
      'href="/docs/1.1.0/guides/install#requirements"',
    );
    expect(await html('docs/guides/install.html')).toContain('href="/docs/overview"');
  });

  it('builds unlisted docs without listing them in the sidebar', async () => {
    expect(await html('docs/guides/hidden.html')).toContain('Hidden 2.0.0');
    expect(await html('docs/guides/install.html')).not.toContain('href="/docs/guides/hidden"');
  });

  it('writes the home page, markdown page, blog, authors and 404 page', async () => {
    expect(await html('index.html')).toContain('Welcome to Fixture');
    expect(await html('markdown-page.html')).toContain('A standalone page.');
    expect(await html('blog.html')).toContain('Hello blog');
    expect(await html('blog/2024/05/01/hello.html')).toContain('The rest of the post.');
    expect(await html('blog/authors.html')).toContain('Ada Writer');
    expect(await html('404.html')).toContain('Page Not Found');
  });

  it('embeds page data for client navigation and links the hashed client bundle', async () => {
    const data = embeddedPageData(await html('docs/guides/install.html'));
    expect(data).toMatchObject({ kind: 'doc', version: '2.0.0', title: 'Install 2.0.0' });
    expect(data.toc).toEqual([expect.objectContaining({ id: 'requirements', depth: 2 })]);
    const page = await html('docs/overview.html');
    const entry = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(entry).toBeDefined();
    expect(existsSync(`${root}/build${entry}`)).toBe(true);
  });

  it('writes the sidebar once, in a file its pages name, and in the HTML only the categories a page opens', async () => {
    const overview = embeddedPageData(await html('docs/overview.html'));
    const install = embeddedPageData(await html('docs/guides/install.html'));
    expect(overview).not.toHaveProperty('sidebar');
    expect(install.sidebarUrl).toBe(overview.sidebarUrl);
    const full = JSON.parse(await readSiteFile(root, `build${String(overview.sidebarUrl)}`));
    expect(full[1]).toMatchObject({ type: 'category', label: 'Guides', collapsed: true });
    expect(full[1].items).toEqual([
      expect.objectContaining({ href: '/docs/guides/install', label: 'Installing' }),
    ]);
    const entry = '<a href="/docs/guides/install" class="menu__link';
    expect(await html('docs/overview.html')).not.toContain(entry);
    expect(await html('docs/guides/install.html')).toContain(entry);
    expect(existsSync(`${root}/build${String(overview.sidebarUrl)}.br`)).toBe(true);
    expect(existsSync(`${root}/build${String(overview.sidebarUrl)}.gz`)).toBe(true);
  });

  it('applies the colour mode before first paint', async () => {
    expect(await html('docs/overview.html')).toMatch(
      /<head>.*<script>.*localStorage\.getItem\('theme'\).*<\/script>.*<\/head>/s,
    );
  });
});
