/**
 * A Docusaurus 3 docs folder brought as it is: number-prefixed files and folders, front matter ids and slugs,
 * `_category_` files and no sidebars file (Docusaurus then makes one sidebar of the whole folder).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSiteAt,
  builtDocPage,
  copyFixture,
  readSiteFile,
  removeSite,
  type CliResult,
} from '../../helpers/sites.ts';

let root: string;
let result: CliResult;

beforeAll(async () => {
  root = await copyFixture('docusaurus-docs');
  result = await buildSiteAt(root);
});
afterAll(() => removeSite(root));

const html = (route: string) => readSiteFile(root, `build${route}.html`);
/** A doc page's data, with the sidebar from the file it names. */
const pageData = (route: string) => builtDocPage(root, route);

describe('a Docusaurus docs folder without a sidebars file', () => {
  it('builds without warnings', () => {
    expect(result.stderr).toContain('with 0 warning(s)');
    expect(result.code).toBe(0);
  });

  it('routes docs by id and slug: number prefixes stripped, front matter id, relative and absolute slug', async () => {
    expect(await html('/docs/intro')).toContain('The introduction text.');
    expect(await html('/docs/guides/installation')).toContain('What you need.');
    expect(await html('/docs/guides/configuration')).toContain('Configuration text.');
    expect(await html('/docs/deploy-now')).toContain('Deployment text.');
    expect(await html('/docs/reference')).toContain('The reference index.');
    expect(await html('/docs/reference/api')).toContain('The API text.');
    expect((await pageData('/docs/guides/installation')).docId).toBe('guides/installation');
  });

  it('serves a doc with slug: index at <folder>/index, as Docusaurus does, and leaves the folder its index doc', async () => {
    expect((await pageData('/docs/reference/index')).docId).toBe('reference/legacy');
    expect(await readSiteFile(root, 'build/docs/reference/index/index.html')).toContain(
      'The legacy reference text.',
    );
    // What a static host serves at `/docs/reference/`.
    await expect(readSiteFile(root, 'build/docs/reference/index.html')).rejects.toThrow();
    expect(await html('/docs/reference')).toContain('The reference index.');
  });

  it('leads the version root to the first doc of the generated sidebar and builds no drafts or partials', async () => {
    expect(await html('/docs')).toContain('url=/docs/intro');
    await expect(html('/docs/draft')).rejects.toThrow();
    // `_shared.md` is a partial, as Docusaurus treats files starting with `_`.
    await expect(html('/docs/guides/_shared')).rejects.toThrow();
    await expect(html('/docs/guides/shared')).rejects.toThrow();
  });

  it('resolves markdown links to the target route whatever its id or slug', async () => {
    const intro = await html('/docs/intro');
    expect(intro).toContain('href="/docs/guides/installation#requirements"');
    expect(intro).toContain('href="/docs/deploy-now"');
    expect(await html('/docs/guides/installation')).toContain('href="/docs/intro"');
  });

  it('generates the sidebar from the folder: positions from prefixes and _category_ files, labels, classes', async () => {
    const { sidebar } = await pageData('/docs/guides/installation');
    expect(sidebar.map((item) => (item.type === 'html' ? item.value : item.label))).toEqual([
      'Introduction',
      'Guides',
      'Reference',
    ]);
    expect(sidebar[1]).toMatchObject({ type: 'category', href: '/docs/category/guides', collapsed: true });
    const guides = sidebar[1]?.type === 'category' ? sidebar[1].items : [];
    expect(guides).toEqual([
      expect.objectContaining({
        label: 'Install it',
        href: '/docs/guides/installation',
        className: 'sidebar-setup',
      }),
      expect.objectContaining({ label: 'Configure', href: '/docs/guides/configuration' }),
      expect.objectContaining({ label: 'Deploy', href: '/docs/deploy-now' }),
    ]);
    // The folder's index doc is the category's page; `_category_.yml` keeps it open.
    expect(sidebar[2]).toMatchObject({ href: '/docs/reference', collapsed: false });
    expect(await html('/docs/guides/installation')).toContain('<li class="sidebar-setup"><a');
  });

  it('writes the generated page of a category with a card per doc', async () => {
    const page = await html('/docs/category/guides');
    expect(page).toContain('<h1 class="page-title">Guides</h1>');
    expect(page).toContain('Everything about setting up.');
    expect(page).toMatch(/<a href="\/docs\/guides\/installation" class="doc-card">.*?Install it/);
    expect(page).toContain('Install the product.');
    // A doc without a description shows its first line of text.
    expect(page).toContain('Configuration text.');
    expect(page).toContain('Deployment text.');
  });

  it('pages through the sidebar, with pagination_label, pagination_prev and pagination_next: null', async () => {
    expect((await pageData('/docs/intro')).next).toEqual({
      title: 'Guides',
      permalink: '/docs/category/guides',
    });
    const configure = await pageData('/docs/guides/configuration');
    expect(configure.previous).toEqual({ title: 'Installing', permalink: '/docs/guides/installation' });
    expect(configure.next).toBeUndefined();
    expect((await pageData('/docs/deploy-now')).previous).toEqual({
      title: 'Introduction',
      permalink: '/docs/intro',
    });
  });

  it('hides the title with hide_title, and under a markdown # heading of its own', async () => {
    expect(await html('/docs/guides/configuration')).not.toContain('class="page-title"');
    const api = await html('/docs/reference/api');
    expect(api).not.toContain('class="page-title"');
    expect(api).toContain('<h1 id="api-heading">API heading');
    expect(await html('/docs/intro')).toContain('<h1 class="page-title">Introduction</h1>');
  });

  it('cuts the table of contents to the levels asked for, or hides it', async () => {
    expect((await pageData('/docs/guides/configuration')).toc.map((entry) => entry.id)).toEqual([
      'settings',
      'limits',
      'fine-print',
    ]);
    expect((await pageData('/docs/deploy-now')).toc).toEqual([]);
    expect(await html('/docs/deploy-now')).not.toContain('On this page');
  });

  it('writes keywords and image meta tags and the last update line', async () => {
    const page = await html('/docs/guides/installation');
    expect(page).toContain('<meta name="keywords" content="setup,install">');
    expect(page).toContain('<meta property="og:image" content="https://fixture.example/img/card.svg">');
    expect(page).toContain(
      'on <b><time dateTime="2024-01-05T00:00:00.000Z">Jan 5, 2024</time></b> by <b>Ada Writer</b>',
    );
  });
});
