import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildSiteAt,
  builtDocPage,
  copyFixture,
  readSiteFile,
  removeSite,
  writeSiteFile,
} from '../../helpers/sites.ts';

const sites: string[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map(removeSite));
});

const INSTALL = 'content/versioned_docs/version-2.0.0/guides/install.md';
const OVERVIEW = 'content/versioned_docs/version-2.0.0/overview/overview.md';

/** The file's identity: a page reused from the previous build is the same file, a rendered one a new file. */
const inode = async (root: string, file: string) => (await stat(join(root, 'build', file))).ino;

/** The sidebar file a built doc page names. */
const sidebarUrl = async (root: string, route: string) => (await builtDocPage(root, route)).sidebarUrl;

async function builtFixture(): Promise<string> {
  const root = await copyFixture('three-versions');
  sites.push(root);
  expect((await buildSiteAt(root)).code).toBe(0);
  return root;
}

describe('docgen build after a previous build', () => {
  it('reuses every page when nothing changed, and re-renders exactly the pages a change reaches', async () => {
    const root = await builtFixture();
    const before = {
      overview: await inode(root, 'docs/overview.html'),
      old: await inode(root, 'docs/1.1.0/overview.html'),
      install: await inode(root, 'docs/guides/install.html'),
      hidden: await inode(root, 'docs/guides/hidden.html'),
      page: await inode(root, 'markdown-page.html'),
    };
    const sidebar = (await sidebarUrl(root, '/docs/overview')).slice(1);
    const sidebarFiles = [sidebar, `${sidebar}.br`, `${sidebar}.gz`];
    const sidebarInodes = await Promise.all(sidebarFiles.map((file) => inode(root, file)));
    expect((await buildSiteAt(root)).code).toBe(0);
    expect(await Promise.all(sidebarFiles.map((file) => inode(root, file)))).toEqual(sidebarInodes);
    expect(await inode(root, 'docs/overview.html')).toBe(before.overview);
    expect(await inode(root, 'docs/guides/install.html')).toBe(before.install);
    expect(await inode(root, 'docs/guides/hidden.html')).toBe(before.hidden);

    // A new sidebar label reaches every page of 2.0.0 that shows the sidebar, and no page of 1.1.0.
    const source = await readSiteFile(root, INSTALL);
    await writeSiteFile(
      root,
      INSTALL,
      source.replace('sidebar_label: Installing', 'sidebar_label: Setting up'),
    );
    expect((await buildSiteAt(root)).code).toBe(0);
    expect(await inode(root, 'docs/guides/install.html')).not.toBe(before.install);
    expect(await inode(root, 'docs/overview.html')).not.toBe(before.overview);
    expect(await readSiteFile(root, 'build/docs/overview.html')).toContain('Setting up');
    expect(await inode(root, 'docs/1.1.0/overview.html')).toBe(before.old);
    expect(await inode(root, 'markdown-page.html')).toBe(before.page);
    // The unlisted doc shows the sidebar with Guides closed, without the label, but names the sidebar's file,
    // whose name follows its content: it is rendered again, to name the new file.
    const hidden = await readSiteFile(root, 'build/docs/guides/hidden.html');
    expect(await inode(root, 'docs/guides/hidden.html')).not.toBe(before.hidden);
    expect(hidden).not.toContain('Setting up');
    expect(hidden).toContain(`href="${await sidebarUrl(root, '/docs/overview')}"`);
  });

  it('clears what a build killed mid-way left beside the output, not what a running one writes', async () => {
    const root = await builtFixture();
    const abandoned = join(root, 'build.tmp-999999999');
    const running = join(root, `build.tmp-${process.pid}`);
    await mkdir(abandoned);
    await mkdir(running);
    expect((await buildSiteAt(root)).code).toBe(0);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(running)).toBe(true);
  });

  it('leaves no previous output beside the new one, and clears one whose deletion was cut short', async () => {
    const root = await builtFixture();
    const cutShort = join(root, 'build.old-999999999');
    await mkdir(cutShort);
    expect((await buildSiteAt(root)).code).toBe(0);
    expect(existsSync(cutShort)).toBe(false);
    // The previous output is deleted by a process of its own, after the build.
    await vi.waitFor(
      async () => expect((await readdir(root)).filter((name) => name.startsWith('build.'))).toEqual([]),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
    expect(existsSync(join(root, 'build', 'index.html'))).toBe(true);
  });

  it('still fails on a broken link added to one page', async () => {
    const root = await builtFixture();
    const source = await readSiteFile(root, OVERVIEW);
    await writeSiteFile(root, OVERVIEW, `${source}\n\n[Gone](/docs/no-such-page)\n`);
    const result = await buildSiteAt(root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Broken link on /docs/overview: /docs/no-such-page');
  });

  it('checks the unchanged pages again when a page they link to is gone', async () => {
    const root = await builtFixture();
    // The markdown page links to the 2.0.0 install guide; removing that doc from the sidebar and disk
    // leaves the markdown page unchanged but its link broken.
    await writeSiteFile(root, 'content/pages/markdown-page.md', await linkingPage(root));
    expect((await buildSiteAt(root)).code).toBe(0);
    await removeDoc(root);
    const result = await buildSiteAt(root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Broken link on /markdown-page: /docs/guides/install');
  });
});

describe('docgen build of a site in several locales after a previous build', () => {
  const FR_INSTALL = 'content/i18n/fr/docusaurus-plugin-content-docs/version-2.0.0/guides/install.md';

  it("reuses every locale's unchanged pages, and re-renders the pages of the locale a translation changed", async () => {
    const root = await copyFixture('locales-three');
    sites.push(root);
    expect((await buildSiteAt(root)).code).toBe(0);
    const files = [
      'docs/guides/install.html',
      'fr/docs/guides/install.html',
      'fr/docs/overview.html',
      'ar/docs/guides/install.html',
    ];
    const inodes = async () => Promise.all(files.map((file) => inode(root, file)));
    const before = await inodes();
    expect((await buildSiteAt(root)).code).toBe(0);
    expect(await inodes()).toEqual(before);

    const source = await readSiteFile(root, FR_INSTALL);
    await writeSiteFile(root, FR_INSTALL, source.replace('Installez Fixture', 'Installez donc Fixture'));
    expect((await buildSiteAt(root)).code).toBe(0);
    const [english, french, frenchOverview, arabic] = await inodes();
    expect(await readSiteFile(root, 'build/fr/docs/guides/install.html')).toContain('Installez donc Fixture');
    expect(french).not.toBe(before[1]);
    expect([english, frenchOverview, arabic]).toEqual([before[0], before[2], before[3]]);
  });
});

async function linkingPage(root: string): Promise<string> {
  const source = await readSiteFile(root, 'content/pages/markdown-page.md');
  return `${source}\n\n[Install](/docs/guides/install)\n`;
}

async function removeDoc(root: string): Promise<void> {
  const sidebar = 'content/versioned_sidebars/version-2.0.0-sidebars.json';
  const json = JSON.parse(await readSiteFile(root, sidebar)) as { solutionSidebar: unknown[] };
  json.solutionSidebar = json.solutionSidebar.filter(
    (item) => !(typeof item === 'object' && item && (item as { label?: string }).label === 'Guides'),
  );
  await writeSiteFile(root, sidebar, JSON.stringify(json));
  await rm(join(root, INSTALL));
  const overview = await readSiteFile(root, OVERVIEW);
  await writeSiteFile(root, OVERVIEW, overview.replace(/\[[^[\]]*\]\([^()]*install[^()]*\)/g, ''));
}
