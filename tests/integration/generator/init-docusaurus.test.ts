/**
 * `docgen init --from-docusaurus`: a Docusaurus 3 site (tests/fixtures/docusaurus-source) becomes a docgen site
 * outside docgen's folder that builds without warnings, with its navbar, footer, versions, blog and markdown
 * pages, a summary of what was left behind, and the Docusaurus site byte for byte as it was.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../node/config/load-site-config.ts';
import { SCHEMA_IMPORT } from '../../../generator/init/write-site-config.ts';
import { initFromDocusaurus } from '../../../generator/init/from-docusaurus.ts';
import { loadSite } from '../../../generator/load/load-site.ts';
import { buildRouteTable } from '../../../generator/route/route-table.ts';
import {
  buildSiteAt,
  readSiteFile,
  REPO_ROOT,
  runCli,
  writeSiteFile,
  type CliResult,
} from '../../helpers/sites.ts';

const SOURCE = join(REPO_ROOT, 'tests', 'fixtures', 'docusaurus-source');

/** Every file and folder under `dir` with a hash of its bytes: equal digests, an identical tree. */
async function treeDigest(dir: string): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    digest[relative(dir, path)] = entry.isFile()
      ? createHash('sha256')
          .update(await readFile(path))
          .digest('hex')
      : 'folder';
  }
  return digest;
}

const temporary: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-init-test-'));
  temporary.push(dir);
  return dir;
}

/**
 * A copy of the Docusaurus fixture to change, outside docgen's folder like a real site, with the remark plugin its
 * config requires installed (linked to docgen's copy, whose own packages resolve from there).
 */
async function sourceCopy(): Promise<string> {
  const dir = join(await tempDir(), 'docusaurus');
  await cp(SOURCE, dir, { recursive: true });
  const plugin = join('node_modules', '@docusaurus', 'remark-plugin-npm2yarn');
  await mkdir(join(dir, plugin, '..'), { recursive: true });
  await symlink(join(REPO_ROOT, plugin), join(dir, plugin), 'dir');
  return dir;
}

let before: Record<string, string>;
let site: string;
let init: CliResult;
let built: CliResult;

beforeAll(async () => {
  before = await treeDigest(SOURCE);
  site = join(await tempDir(), 'site');
  init = await runCli(['init', '--from-docusaurus', SOURCE, '--root', site]);
  built = await buildSiteAt(site);
}, 120_000);

afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

const page = (route: string) => readSiteFile(site, `build${route}.html`);

describe('docgen init --from-docusaurus', () => {
  it('makes a site that builds with no warnings', () => {
    expect(init.code, init.stderr).toBe(0);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toContain('with 0 warning(s)');
  });

  it('leaves the Docusaurus site byte for byte as it was', async () => {
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['docusaurus.config.ts', 'blog/authors.yml']));
    expect(await treeDigest(SOURCE)).toEqual(before);
  });

  it("lists the site's packages for its components, but Docusaurus and React, which docgen brings", async () => {
    expect(JSON.parse(await readSiteFile(site, 'package.json'))).toEqual({
      name: 'acme-docs',
      version: '2.1.0',
      private: true,
      dependencies: { clsx: '2.1.1' },
    });
  });

  it('shows "Edit this page" on a released doc leading to the unreleased file, as editCurrentVersion asks', async () => {
    expect(await page('/docs/intro')).toContain(
      'href="https://github.com/acme/acme-docs/tree/main/content/docs/intro.md"',
    );
  });

  it('carries the versions, the blog, markdown pages and static files over', async () => {
    expect(JSON.parse(await readSiteFile(site, 'versions.json'))).toEqual(['2.0.0', '1.0.0']);
    expect(await page('/docs/intro')).toContain('Acme 2.0 makes everything faster.');
    const next = await page('/docs/next/intro');
    expect(next).toContain('This is the unreleased next version.');
    // The docs plugin's remark plugin, npm2yarn, carried over: its code block is a tab per package manager.
    expect(next).toMatch(/role="tab"[^>]*>Yarn</);
    expect(next).toMatch(/yarn(?:<[^>]+>|\s)+add(?:<[^>]+>|\s)+acme-rocket/);
    expect(await page('/docs/guides/setup')).toContain('Install the rocket 2.0');
    expect(await page('/docs/1.0.0/intro')).toContain('Acme 1.0 makes anvils.');
    expect(await page('/blog/welcome')).toContain('Wile E. Coyote');
    expect(await page('/about')).toContain('Acme has made things since 1949.');
    expect(await readSiteFile(site, 'build/img/logo.svg')).toContain('<svg');
    expect(JSON.parse(await readSiteFile(site, 'content/sidebars.json'))).toEqual({
      tutorialSidebar: ['intro', { type: 'category', label: 'Guides', items: ['guides/setup'] }],
    });
  });

  it('writes a site.config.ts with the navbar, footer and options of docusaurus.config.ts', async () => {
    const text = await readSiteFile(site, 'site.config.ts');
    expect(text).toContain(`import { defineConfig } from '${SCHEMA_IMPORT}';`);
    const loaded = await loadSiteConfig(site);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
    const { config } = loaded;
    expect(config).toMatchObject({
      title: 'Acme Docs',
      tagline: 'Rockets, anvils and more',
      url: 'https://docs.acme.example',
      baseUrl: '/',
      favicon: '/img/favicon.svg',
      colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
      announcementBar: { id: 'v2', content: 'Acme 2.0 is out!', isCloseable: false },
      theme: { customCss: ['src/css/custom.css'], searchPagePath: 'search' },
      docs: {
        sidebarCollapsible: false,
        breadcrumbs: false,
        includeCurrentVersion: true,
        routeBasePath: 'docs',
        editUrl: 'https://github.com/acme/acme-docs/tree/main/',
        editCurrentVersion: true,
        showLastUpdateTime: true,
        showLastUpdateAuthor: true,
      },
      blog: { title: 'Acme news', postsPerPage: 5 },
      signIn: { orgID: 'acme-docs', forceLogin: true },
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
    });
    const postEditUrl = config.blog.editUrl;
    if (typeof postEditUrl !== 'function') throw new Error('blog.editUrl was not written');
    expect(
      postEditUrl({
        blogDirPath: 'content/blog',
        blogPath: 'welcome.md',
        permalink: '/blog/welcome',
        locale: 'en',
      }),
    ).toBe('https://cms.acme.example/edit/welcome.md');
    expect(config.navbar.logo).toEqual({ alt: 'Acme logo', src: '/img/logo.svg' });
    expect(config.navbar.items).toEqual([
      { type: 'default', label: 'Tutorial', to: '/docs/intro', position: 'left' },
      { type: 'default', label: 'Setup', to: '/docs/guides/setup', position: 'left' },
      { type: 'default', label: 'Blog', to: '/blog', position: 'left' },
      { type: 'default', label: 'Help', to: '/help', position: 'left' },
      {
        type: 'dropdown',
        label: 'Community',
        position: 'left',
        items: [
          { type: 'default', label: 'Forum', href: 'https://forum.acme.example' },
          { type: 'default', label: 'Hello post', to: '/blog/welcome' },
          // Docusaurus does not check an `href` path: it leads to its host, not to a page of the site.
          { type: 'default', label: 'Playground', href: 'https://docs.acme.example/playground' },
        ],
      },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'default', label: 'GitHub', href: 'https://github.com/acme/acme-docs', position: 'right' },
      { type: 'colorModeToggle', position: 'right' },
      { type: 'signIn', position: 'right' },
    ]);
    expect(config.footer).toEqual({
      style: 'light',
      links: [
        { label: 'Introduction', href: '/docs/intro' },
        { label: 'Blog', href: '/blog' },
        { label: 'GitHub', href: 'https://github.com/acme/acme-docs' },
      ],
      copyright: 'Copyright © 2025 Acme Corp.',
    });
    const [[npm2yarn, options]] = config.markdown.remarkPlugins as [[unknown, unknown]];
    expect([typeof npm2yarn, options]).toEqual(['function', { sync: true }]);
    expect(text).toContain(`fromDocusaurusSite("@docusaurus/remark-plugin-npm2yarn")`);
    const home = await page('/docs/intro');
    expect(home).toContain('Community');
    expect(home).toContain('Copyright © 2025 Acme Corp.');
  });

  it('copies src/: its components render in the docs, its React pages are pages', async () => {
    // React puts a comment between the text nodes of a component it renders.
    const next = (await page('/docs/next/intro')).replaceAll('<!-- -->', '');
    expect(next).toMatch(
      /Nose cone: made of anvil steel \(<a [^>]*href="\/docs\/next\/guides\/setup"[^>]*>fitting it<\/a>\)/,
    );
    expect(next).not.toContain('import RocketPart');
    expect(await page('/help')).toContain('Ask the Acme team.');
    expect(await readSiteFile(site, 'build/index.html')).toContain('Welcome to Acme.');
  });

  it('prints what it copied and what it could not carry over', () => {
    const output = init.stderr;
    expect(output).toContain('sidebars.ts → content/sidebars.json (evaluated)');
    expect(output).toContain('docusaurus.config.ts → site.config.ts');
    expect(output).toContain('package.json → package.json');
    expect(output).toContain(`Next: npm install --prefix ${site}, then docgen build`);
    expect(output).toContain('src/pages/about.md → content/pages/about.md');
    expect(output).toContain('src/ → src/ (components, theme, React pages, CSS)');
    expect(output).toContain('plugin @docusaurus/plugin-ideal-image');
    expect(output).toContain('baseUrl "/acme/": docgen serves sites from "/"');
    expect(output).toContain("onBrokenLinks: 'warn': docgen fails the build on a broken link");
    expect(output).toContain('src/theme: 1 swizzled component file(s)');
    expect(output).toContain('footer item with `html`');
    // The blog's editUrl function only appends the post's file to a base URL: it is written out.
    expect(output).not.toContain('option `editUrl`');
  });
});

describe('docgen init --from-docusaurus refuses, with one line and exit code 2,', () => {
  it('a target that is a site already', async () => {
    const target = await tempDir();
    await writeFile(join(target, 'site.config.ts'), '');
    const result = await runCli(['init', '--from-docusaurus', SOURCE, '--root', target]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('site.config.ts exists');
  });

  it('a source without docusaurus.config', async () => {
    const result = await runCli(['init', '--from-docusaurus', await tempDir(), '--root', await tempDir()]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('it is not a Docusaurus site');
  });

  it('a target inside the source', async () => {
    const source = await sourceCopy();
    const digest = await treeDigest(source);
    const result = await runCli(['init', '--from-docusaurus', source, '--root', join(source, 'new')]);
    expect(result.code).toBe(2);
    expect(await treeDigest(source)).toEqual(digest);
  });
});

describe('docgen init --from-docusaurus, from sites of other shapes', () => {
  it('keeps the docs of an unversioned site in content/docs, which it builds as its one version', async () => {
    const source = await sourceCopy();
    await Promise.all(
      ['versions.json', 'versioned_docs', 'versioned_sidebars'].map((name) =>
        rm(join(source, name), { recursive: true }),
      ),
    );
    const target = join(await tempDir(), 'site');
    const report = await initFromDocusaurus({ source, target });
    expect(report.configDiagnostics).toEqual([]);
    await expect(readSiteFile(target, 'versions.json')).rejects.toThrow();
    const { site: loaded } = await loadSite({ root: target });
    expect(loaded.versions.map((v) => [v.name, v.path])).toEqual([['current', '/docs']]);
    expect(loaded.versions[0]?.docs.map((doc) => doc.permalink)).toContain('/docs/intro');
  });

  it('copies what its docs import from @site/<folder> and from outside the site, rewriting the latter', async () => {
    const repo = await tempDir();
    const source = join(repo, 'docs-site');
    await cp(SOURCE, source, { recursive: true });
    await writeFile(join(repo, 'labelmap.txt'), 'person\ncar\n');
    await writeFile(join(repo, 'errors.json'), '{"1": "Reducers may not dispatch actions."}\n');
    await writeSiteFile(
      source,
      'src/pages/errors.js',
      "import errors from '../../../errors.json';\nexport default () => <p>{errors[1]}</p>;\n",
    );
    await writeSiteFile(source, 'data/models.yaml', 'models: [yolo]\n');
    const intro = await readFile(join(source, 'docs', 'intro.md'), 'utf8');
    await writeFile(
      join(source, 'docs', 'intro.md'),
      intro.replace(
        /\n#/,
        "\nimport labels from '../../labelmap.txt';\nimport models from '@site/data/models.yaml';\n\n" +
          "```ts\nimport { store } from '../../app/store';\n```\n\n#",
      ),
    );
    const target = join(await tempDir(), 'site');
    const report = await initFromDocusaurus({ source, target });
    expect(report.copied).toEqual(
      expect.arrayContaining([
        'data → data (imported as @site/data)',
        '../labelmap.txt (outside the site, imported by its docs or components) → src/outside-site/labelmap.txt',
        '../errors.json (outside the site, imported by its docs or components) → src/outside-site/errors.json',
      ]),
    );
    expect(await readSiteFile(target, 'src/pages/errors.js')).toContain(
      "import errors from '../outside-site/errors.json';",
    );
    expect(await readSiteFile(target, 'src/outside-site/labelmap.txt')).toBe('person\ncar\n');
    expect(await readSiteFile(target, 'data/models.yaml')).toBe('models: [yolo]\n');
    const copied = await readSiteFile(target, 'content/docs/intro.md');
    expect(copied).toContain("import labels from '../../src/outside-site/labelmap.txt';");
    // An import in a code block is an example: neither copied nor rewritten.
    expect(copied).toContain("import { store } from '../../app/store';");
    expect(report.copied.join('\n')).not.toContain('app/store');
  });

  it('carries a second docs plugin as a docs instance: its folders, sidebars, versions and navbar items', async () => {
    const source = join(REPO_ROOT, 'tests', 'fixtures', 'docusaurus-multi-instance');
    const target = join(await tempDir(), 'site');
    const report = await initFromDocusaurus({ source, target });
    expect(report.configDiagnostics).toEqual([]);
    expect(report.notes.join('\n')).not.toContain('plugin-content-docs');
    const loaded = await loadSiteConfig(target);
    if (!loaded.ok) throw new Error('the written config does not load');
    expect(loaded.config.docs.instances).toEqual([{ id: 'community', includeCurrentVersion: true }]);
    expect(loaded.config.navbar.items).toEqual(
      expect.arrayContaining([
        { type: 'default', label: 'Community', to: '/community/support', position: 'left' },
        { type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },
      ]),
    );
    for (const file of [
      'content/community/support.md',
      'content/community_sidebars.json',
      'content/community_versioned_docs/version-1.0/meetups.md',
      'content/community_versioned_sidebars/version-1.0-sidebars.json',
      'community_versions.json',
    ])
      await expect(readSiteFile(target, file)).resolves.toBeTypeOf('string');
  });

  it("finds an absolute sidebarPath, and evaluates the config in its own folder, whatever the shell's", async () => {
    const source = await sourceCopy();
    const config = await readFile(join(source, 'docusaurus.config.ts'), 'utf8');
    await writeFile(
      join(source, 'docusaurus.config.ts'),
      "import path from 'node:path';\n" +
        config
          .replace("require.resolve('./sidebars.ts')", "path.resolve(__dirname, './sidebars.ts')")
          .replace("customCss: './src/css/custom.css'", "customCss: path.resolve('src/css/custom.css')"),
    );
    const target = join(await tempDir(), 'site');
    const report = await initFromDocusaurus({ source, target });
    expect(report.copied).toContain('sidebars.ts → content/sidebars.json (evaluated)');
    const loaded = await loadSiteConfig(target);
    expect(loaded.ok && loaded.config.theme.customCss).toEqual(['src/css/custom.css']);
    expect(process.cwd()).toBe(REPO_ROOT.replace(/\/$/, ''));
  });

  it('keeps links to docs at the root where a React page was, and skips the holes of a sidebars array', async () => {
    const source = await sourceCopy();
    const config = await readFile(join(source, 'docusaurus.config.ts'), 'utf8');
    await writeFile(
      join(source, 'docusaurus.config.ts'),
      config
        .replace('sidebarCollapsible: false,', "sidebarCollapsible: false,\n          routeBasePath: '/',")
        .replace("{ label: 'Introduction', to: '/docs/intro' }", "{ label: 'Start', to: '/' }"),
    );
    await writeFile(join(source, 'sidebars.ts'), "export default { docs: ['intro', , 'guides/setup'] };\n");
    const latestIntro = join(source, 'versioned_docs', 'version-2.0.0', 'intro.md');
    await writeFile(latestIntro, (await readFile(latestIntro, 'utf8')).replace('---\n', '---\nslug: /\n'));
    const target = join(await tempDir(), 'site');
    const report = await initFromDocusaurus({ source, target });
    const loaded = await loadSiteConfig(target);
    expect(loaded.ok && loaded.config.footer.links).toContainEqual({ label: 'Start', href: '/' });
    expect(report.notes.join('\n')).not.toContain('it links to /,');
    expect(report.notes).toContain('src/pages/index.js: a React page at /, where a doc is; left out');
    await expect(readSiteFile(target, 'src/pages/index.js')).rejects.toThrow();
    expect(JSON.parse(await readSiteFile(target, 'content/sidebars.json'))).toEqual({
      docs: ['intro', 'guides/setup'],
    });
  });

  it('keeps the React page at the root of docs served at the root when no doc is there, as Docusaurus shows it', async () => {
    const source = await sourceCopy();
    const config = await readFile(join(source, 'docusaurus.config.ts'), 'utf8');
    await writeFile(
      join(source, 'docusaurus.config.ts'),
      config.replace(
        'sidebarCollapsible: false,',
        "sidebarCollapsible: false,\n          routeBasePath: '/',",
      ),
    );
    const target = join(await tempDir(), 'site');
    const report = await initFromDocusaurus({ source, target });
    expect(report.notes.join('\n')).not.toContain('src/pages/index.js');
    expect(await readSiteFile(target, 'src/pages/index.js')).toBe(
      await readFile(join(source, 'src/pages/index.js'), 'utf8'),
    );
    // The page is what `/` shows: docgen's own redirect from the docs' root to their first doc steps aside.
    const { routes, diagnostics } = buildRouteTable((await loadSite({ root: target })).site);
    expect(diagnostics).toEqual([]);
    expect(routes.filter((entry) => entry.route === '/').map((entry) => entry.kind)).toEqual(['page']);
  });

  it('leaves out of package.json the packages made for Docusaurus, found by their dependencies', async () => {
    const source = await sourceCopy();
    const packages = join(source, 'node_modules');
    await writeSiteFile(
      packages,
      'acme-search-theme/package.json',
      '{"peerDependencies": {"@docusaurus/core": "^3"}}',
    );
    await writeSiteFile(
      packages,
      'acme-analytics/package.json',
      '{"dependencies": {"@docusaurus/types": "3.6.3"}}',
    );
    await writeSiteFile(packages, 'acme-embed/package.json', '{"peerDependencies": {"react": ">=18"}}');
    const manifest = JSON.parse(await readFile(join(source, 'package.json'), 'utf8')) as Record<
      string,
      object
    >;
    const dependencies = {
      ...manifest.dependencies,
      'acme-search-theme': '1.0.0',
      'acme-analytics': '2.0.0',
      'acme-embed': '3.0.0',
    };
    await writeFile(join(source, 'package.json'), JSON.stringify({ ...manifest, dependencies }));
    const target = join(await tempDir(), 'site');
    await initFromDocusaurus({ source, target });
    expect(JSON.parse(await readSiteFile(target, 'package.json')).dependencies).toEqual({
      clsx: '2.1.1',
      'acme-embed': '3.0.0',
    });
  });

  it("evaluates a config importing the site's own packages, as ESM and by require", async () => {
    const source = await sourceCopy();
    const packages = join(source, 'node_modules');
    await writeSiteFile(
      packages,
      'acme-esm/package.json',
      '{"type": "module", "exports": {"import": "./x.js"}}',
    );
    await writeSiteFile(packages, 'acme-esm/x.js', "export const tagline = 'From an ES module';");
    await writeSiteFile(packages, 'acme-cjs/package.json', '{"main": "x.js"}');
    await writeSiteFile(packages, 'acme-cjs/x.js', "module.exports = { title: 'From CommonJS' };");
    const config = await readFile(join(source, 'docusaurus.config.ts'), 'utf8');
    await writeFile(
      join(source, 'docusaurus.config.ts'),
      "import { tagline } from 'acme-esm';\nconst { title } = require('acme-cjs');\n" +
        config
          .replace("title: 'Acme Docs',", 'title,')
          .replace("tagline: 'Rockets, anvils and more',", 'tagline,'),
    );
    const target = join(await tempDir(), 'site');
    const report = await initFromDocusaurus({ source, target });
    expect(report.configDiagnostics).toEqual([]);
    const loaded = await loadSiteConfig(target);
    expect(loaded.ok && [loaded.config.title, loaded.config.tagline]).toEqual([
      'From CommonJS',
      'From an ES module',
    ]);
  });

  it('writes a placeholder config with TODOs when docusaurus.config cannot be evaluated', async () => {
    const source = await sourceCopy();
    await rm(join(source, 'docusaurus.config.ts'));
    await writeFile(
      join(source, 'docusaurus.config.js'),
      "const theme = require('prism-react-renderer');\nmodule.exports = { title: 'Acme', theme };\n",
    );
    const target = join(await tempDir(), 'site');
    const report = await initFromDocusaurus({ source, target });
    expect(report.notes[0]).toMatch(/^docusaurus\.config\.js cannot be evaluated \(.*prism-react-renderer/);
    expect(report.configDiagnostics).toEqual([]);
    expect(await readSiteFile(target, 'site.config.ts')).toContain('// TODO: fill in the site');
  });

  it('evaluates a CommonJS sidebars.js that reads a file beside itself', async () => {
    const source = await sourceCopy();
    await rm(join(source, 'sidebars.ts'));
    const config = await readFile(join(source, 'docusaurus.config.ts'), 'utf8');
    await writeFile(join(source, 'docusaurus.config.ts'), config.replace('./sidebars.ts', './sidebars.js'));
    await writeFile(join(source, 'sidebar-items.json'), '["intro", "guides/setup"]');
    await writeFile(
      join(source, 'sidebars.js'),
      "const { readFileSync } = require('node:fs');\nconst { join } = require('node:path');\n" +
        "module.exports = { docs: JSON.parse(readFileSync(join(__dirname, 'sidebar-items.json'), 'utf8')) };\n",
    );
    const target = join(await tempDir(), 'site');
    const report = await initFromDocusaurus({ source, target });
    expect(report.copied).toContain('sidebars.js → content/sidebars.json (evaluated)');
    expect(JSON.parse(await readSiteFile(target, 'content/sidebars.json'))).toEqual({
      docs: ['intro', 'guides/setup'],
    });
  });

  it("copies no blog when the classic preset's blog is false, as Docusaurus builds none, and says so", async () => {
    const source = await sourceCopy();
    const config = await readFile(join(source, 'docusaurus.config.ts'), 'utf8');
    await writeFile(join(source, 'docusaurus.config.ts'), config.replace(/\bblog: \{/, 'blog: false && {'));
    const target = join(await tempDir(), 'site');
    const report = await initFromDocusaurus({ source, target });
    expect(report.configDiagnostics).toEqual([]);
    expect(report.notes).toContain("blog/: not copied: the classic preset's `blog: false`");
    await expect(readdir(join(target, 'content', 'blog'))).rejects.toThrow();
  });

  it('skips a sidebars file that is not plain data, saying why', async () => {
    const source = await sourceCopy();
    await writeFile(
      join(source, 'sidebars.ts'),
      'export default { tutorialSidebar: [{ type: "autogenerated", dirName: "." }], make: () => [] };\n',
    );
    const target = join(await tempDir(), 'site');
    const report = await initFromDocusaurus({ source, target });
    expect(report.notes).toContain(
      'sidebars.ts: sidebars.make is not plain data; content/docs gets the default sidebar made from its folder',
    );
    await expect(readSiteFile(target, 'content/sidebars.json')).rejects.toThrow();
  });
});
