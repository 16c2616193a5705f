/**
 * A site in three locales (en, fr, ar — ar right-to-left), with a released and an unreleased version and a blog:
 * tests/fixtures/locales-three, built once. Its translations are laid out as Docusaurus lays out `i18n/`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compilePrivatePaths, decideAccess } from '../../../core/access/private-paths.ts';
import { localeSearchIndexFile, SEARCH_INDEX_FILE } from '../../../core/search/search-index-file.ts';
import type { ServerManifest } from '../../../core/server/manifest.ts';
import { SectionSearch } from '../../../server/search/section-search.ts';
import { embeddedPageData } from '../../helpers/embedded-page-data.ts';
import { startServe } from '../../helpers/serve.ts';
import type { DocPageData, PageData, SiteData } from '../../../core/site/page-data.ts';
import {
  builtDocPage,
  buildSiteAt,
  copyFixture,
  readSiteFile,
  removeSite,
  runCli,
  type CliResult,
} from '../../helpers/sites.ts';

let root: string;
let built: CliResult;

beforeAll(async () => {
  root = await copyFixture('locales-three');
  built = await buildSiteAt(root);
}, 180_000);

afterAll(async () => {
  await removeSite(root);
});

const html = (route: string) => readSiteFile(root, join('build', `${route}.html`));
/** The data a built page embeds: its page data but its content. */
const data = async (route: string) => embeddedPageData(await html(route)) as unknown as PageData;
const siteDataOf = (page: string) =>
  JSON.parse(/id="__DOCGEN_SITE__"[^>]*>(.*?)<\/script>/s.exec(page)?.[1] ?? '{}') as SiteData;

describe('a site in three locales', () => {
  it('builds every locale’s docs per version, blog and pages under its prefix, with no broken link', async () => {
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toContain('with 0 warning(s)');
    for (const prefix of ['', '/fr', '/ar']) {
      for (const route of [
        '/docs/overview',
        '/docs/guides/install',
        '/docs/next/overview',
        '/blog',
        '/markdown-page',
      ])
        expect(await html(`${prefix}${route}`)).toContain('<html');
    }
  });

  it('shows a translation where there is one, else the original marked untranslated', async () => {
    const install = (await data('/fr/docs/guides/install')) as DocPageData;
    expect(install.title).toBe('Installer 2.0.0');
    expect(install.untranslated).toBeUndefined();
    const next = await data('/fr/docs/next/overview');
    expect(next.title).toBe("Vue d'ensemble (prochaine)");
    const fallback = await data('/fr/docs/guides/hidden');
    expect(fallback.untranslated).toBe(true);
    expect((await data('/ar/docs/overview')).title).toBe('نظرة عامة');
    expect((await data('/fr/blog/2024/05/01/hello')).title).toBe('Bonjour');
  });

  it("titles a tag's page in the locale's words, as Docusaurus does", async () => {
    expect((await data('/blog/tags/news')).title).toBe('One post tagged with "news"');
    expect((await data('/ar/blog/tags/news')).title).toBe('مقالة واحدة موسومة بـ "news"');
    expect(await html('/ar/blog/tags/news')).toContain(
      '<title>مقالة واحدة موسومة بـ &#34;news&#34; | Fixture Docs</title>',
    );
  });

  it('keeps links inside the locale: markdown links, the sidebar, the navbar and the version links', async () => {
    const install = await builtDocPage(root, '/fr/docs/guides/install');
    expect(install.html).toContain('href="/fr/docs/overview"');
    expect(install.html).toContain('href="/fr/blog"');
    expect(install.sidebar).toEqual([
      expect.objectContaining({ label: 'Overview 2.0.0', href: '/fr/docs/overview' }),
      expect.objectContaining({
        label: 'Guides pratiques',
        items: [expect.objectContaining({ label: 'Installation', href: '/fr/docs/guides/install' })],
      }),
      expect.objectContaining({ label: 'Site web', href: 'https://fixture.example' }),
    ]);
    expect(install.versionLinks).toEqual({
      current: '/fr/docs/next/guides/install',
      '2.0.0': '/fr/docs/guides/install',
    });
    const site = siteDataOf(await html('/fr/docs/guides/install'));
    expect(site.navbar.items.slice(0, 2)).toEqual([
      expect.objectContaining({ label: 'Documentation', to: '/fr/docs/overview' }),
      expect.objectContaining({ label: 'Blogue', to: '/fr/blog' }),
    ]);
    expect(site.footer.copyright).toBe('Copyright © 2025 Fixture SARL');
    expect(site.locale).toMatchObject({ locale: 'fr', label: 'Français', direction: 'ltr' });
  });

  it('names the page in every locale, as alternates and as hreflang links', async () => {
    const page = await data('/ar/docs/guides/install');
    expect(page.alternates).toEqual([
      { locale: 'en', label: 'English', href: '/docs/guides/install', translated: true },
      { locale: 'fr', label: 'Français', href: '/fr/docs/guides/install', translated: true },
      { locale: 'ar', label: 'العربية', href: '/ar/docs/guides/install', translated: false },
    ]);
    const head = await html('/ar/docs/guides/install');
    expect(head).toContain('<html lang="ar" dir="rtl"');
    expect(head).toContain(
      '<link rel="alternate" href="https://fixture.example/fr/docs/guides/install" hreflang="fr">',
    );
    expect(head).toContain(
      '<link rel="alternate" href="https://fixture.example/docs/guides/install" hreflang="x-default">',
    );
    expect(await html('/docs/guides/install')).toContain('<html lang="en" dir="ltr"');
  });

  it('keeps each locale’s copy of a private page private, on the server as in the browser', async () => {
    const manifest = JSON.parse(await readSiteFile(root, 'build/.docgen-server.json')) as ServerManifest;
    const rules = compilePrivatePaths(manifest.signIn?.privatePaths ?? [], () => {});
    const visitor = (path: string) => decideAccess({ path, forceLogin: false, rules, user: undefined });
    for (const path of ['/docs/guides/hidden', '/fr/docs/guides/hidden', '/ar/docs/guides/hidden'])
      expect(visitor(path), path).not.toBe('allowed');
    expect(visitor('/fr/docs/guides/install')).toBe('allowed');
    const site = siteDataOf(await html('/fr/docs/overview'));
    expect(site.signIn?.privatePaths).toEqual(manifest.signIn?.privatePaths);
  });

  it('writes a search index per locale, of its pages at its routes, read in its language and gated the same', async () => {
    const manifest = JSON.parse(await readSiteFile(root, 'build/.docgen-server.json')) as ServerManifest;
    const rules = compilePrivatePaths(manifest.signIn?.privatePaths ?? [], () => {});
    const visitor = {
      key: 'visitor',
      may: (path: string) => decideAccess({ path, forceLogin: false, rules, user: undefined }) === 'allowed',
    };
    const routesFound = async (file: string, query: string, version?: string) => {
      const search = new SectionSearch(join(root, 'build', file));
      try {
        return (await search.search(query, visitor, version)).map((hit) => hit.route);
      } finally {
        search.close();
      }
    };
    expect(await routesFound(localeSearchIndexFile('fr'), 'français', 'current')).toContain(
      '/fr/docs/next/overview',
    );
    expect(await routesFound(SEARCH_INDEX_FILE, 'français', 'current')).toEqual([]);
    expect(await routesFound(localeSearchIndexFile('ar'), 'مرحبا')).toEqual(['/ar/docs/overview']);
    // An untranslated page is found in the locale at the locale's route.
    const fallback = await routesFound(localeSearchIndexFile('fr'), 'install');
    expect(fallback.length).toBeGreaterThan(0);
    expect(fallback.every((route) => route.startsWith('/fr/'))).toBe(true);
  });

  it('serves each locale its own search and its own 404 page', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'docgen-locales-'));
    const env = { DOCGEN_DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', NODE_ENV: 'test' };
    const server = await startServe(['--dir', join(root, 'build')], env);
    try {
      const searched = await fetch(
        `${server.origin}/_docgen/search?q=fran%C3%A7ais&version=current&locale=fr`,
      );
      expect(await searched.json()).toMatchObject({
        hits: expect.arrayContaining([expect.objectContaining({ route: '/fr/docs/next/overview' })]),
      });
      const missing = await fetch(`${server.origin}/fr/docs/no-such-page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<html lang="fr"');
      expect(await (await fetch(`${server.origin}/docs/no-such-page`)).text()).toContain('<html lang="en"');
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("sends a visitor of a locale's private page to that locale's sign-in page, in its language", async () => {
    const manifest = JSON.parse(await readSiteFile(root, 'build/.docgen-server.json')) as ServerManifest;
    expect(manifest.locales).toEqual({
      locales: ['en', 'fr', 'ar'],
      defaultLocale: 'en',
      prefixes: ['/fr', '/ar'],
    });
    expect(manifest.access.publicFiles).toEqual(
      expect.arrayContaining(['_shell.html', 'fr/_shell.html', 'ar/_shell.html']),
    );
    const shell = await readSiteFile(root, 'build/fr/_shell.html');
    expect(shell).toContain('<html lang="fr" dir="ltr"');
    expect(shell).toContain('Connectez-vous pour continuer');
    expect(await readSiteFile(root, 'build/ar/_shell.html')).toContain('<html lang="ar" dir="rtl"');

    const dataDir = await mkdtemp(join(tmpdir(), 'docgen-locales-'));
    const env = { DOCGEN_DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', NODE_ENV: 'test' };
    const server = await startServe(['--dir', join(root, 'build')], env);
    try {
      const asked = await fetch(`${server.origin}/fr/docs/guides/hidden`, { redirect: 'manual' });
      expect(asked.status).toBe(302);
      expect(asked.headers.get('location')).toBe(
        `/fr?return_to=${encodeURIComponent('/fr/docs/guides/hidden')}`,
      );
      const english = await fetch(`${server.origin}/docs/guides/hidden`, { redirect: 'manual' });
      expect(english.headers.get('location')).toBe(
        `/?return_to=${encodeURIComponent('/docs/guides/hidden')}`,
      );
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('writes the translation files of a locale with Docusaurus’ keys, keeping what a translator wrote', async () => {
    for (const locale of ['de', 'fr']) {
      const result = await runCli(['write-translations', '--locale', locale, '--root', root]);
      expect(result.code, result.stderr).toBe(0);
    }
    const docs = 'content/i18n/de/docusaurus-plugin-content-docs';
    expect(JSON.parse(await readSiteFile(root, `${docs}/version-2.0.0.json`))).toEqual({
      'version.label': { message: '2.0.0', description: 'The label for version 2.0.0' },
      'sidebar.solutionSidebar.category.Guides': {
        message: 'Guides',
        description: 'The label for category Guides in sidebar solutionSidebar',
      },
      'sidebar.solutionSidebar.link.Website': {
        message: 'Website',
        description:
          'The label for link Website in sidebar solutionSidebar, linking to https://fixture.example',
      },
    });
    const current = JSON.parse(await readSiteFile(root, `${docs}/current.json`));
    expect(current['version.label'].message).toBe('Next');
    const navbar = JSON.parse(
      await readSiteFile(root, 'content/i18n/fr/docusaurus-theme-classic/navbar.json'),
    );
    expect(navbar['item.label.Blog'].message).toBe('Blogue');
    expect(navbar.title.message).toBe('Fixture');
    const footer = JSON.parse(
      await readSiteFile(root, 'content/i18n/de/docusaurus-theme-classic/footer.json'),
    );
    expect(footer.copyright.message).toBe('Copyright © 2025 Fixture GmbH');
  });
});
