/**
 * `theme.customCss`: the site's stylesheets, bundled into one file every page links after the theme's own CSS;
 * a missing one is an error naming it. `theme.searchPagePath`: Docusaurus' search page.
 */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSiteAt,
  copyFixture,
  readSiteFile,
  removeSite,
  writeSiteFile,
  type CliResult,
} from '../../helpers/sites.ts';

const CUSTOM_CSS = `@import './parts/colors.css';
.markdown h2 { letter-spacing: 0.2em; }
.hero { background: url('./hero.svg'), url('/img/banner.png'); }
.card { background: url('@site/static/img/card.svg'); }
`;

let root: string;
let built: CliResult;

async function siteWith(theme: string): Promise<string> {
  const site = await copyFixture('docs-at-root');
  const config = await readSiteFile(site, 'site.config.ts');
  await writeSiteFile(
    site,
    'site.config.ts',
    config.replace("docs: { routeBasePath: '/' },", `docs: { routeBasePath: '/' },\n  theme: ${theme},`),
  );
  return site;
}

beforeAll(async () => {
  root = await siteWith(
    "{ customCss: ['./src/css/custom.css', 'src/css/more.css'], searchPagePath: 'search' }",
  );
  await writeSiteFile(root, 'src/css/custom.css', CUSTOM_CSS);
  await writeSiteFile(root, 'src/css/parts/colors.css', ':root { --ifm-color-primary: #c2185b; }');
  await writeSiteFile(root, 'src/css/more.css', '.navbar { border-bottom: 3px solid hotpink; }');
  await writeSiteFile(root, 'src/css/hero.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeSiteFile(root, 'content/static/img/card.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  built = await buildSiteAt(root);
}, 120_000);

afterAll(async () => {
  await removeSite(root);
});

/** The stylesheets a built page links, in order. */
function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1] ?? '');
}

describe('a site with custom CSS', () => {
  it('builds', () => {
    expect(built.code, built.stderr).toBe(0);
  });

  it("links one stylesheet of the site's files after the theme's, on every page", async () => {
    for (const file of ['build/configuration/record.html', 'build/404.html']) {
      const links = stylesheets(await readSiteFile(root, file));
      expect(links.length).toBeGreaterThan(1);
      expect(links.at(-1)).toMatch(/^\/assets\/site\/styles-\w+\.css$/);
    }
  });

  it('bundles the files in the order given, their imports inlined and the files they use copied', async () => {
    const [href] = stylesheets(await readSiteFile(root, 'build/configuration/record.html')).slice(-1);
    const css = await readSiteFile(root, `build${href ?? ''}`);
    const order = ['#c2185b', 'letter-spacing:.2em', 'hotpink'].map((text) => css.indexOf(text));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // A file beside the stylesheet is copied under a hashed name; a site path stays a file of content/static.
    const [hero] = /hero-\w+\.svg/.exec(css) ?? [];
    expect(await readdir(`${root}/build/assets/site`)).toContain(hero);
    expect(css).toContain('url(/img/banner.png)');
    // Docusaurus' `@site/static/…` is the static folder, under content/ in docgen.
    const [card] = /card-\w+\.svg/.exec(css) ?? [];
    expect(await readdir(`${root}/build/assets/site`)).toContain(card);
  });

  it("builds Docusaurus' search page where searchPagePath says, with its words", async () => {
    const html = await readSiteFile(root, 'build/search.html');
    expect(html).toContain('<h1 class="page-title">Search the documentation</h1>');
    expect(html).toContain('placeholder="Type your search here"');
    // Docusaurus' "Powered by" and a logo (not words), crediting the engine docgen searches with.
    expect(html).toContain('<span>Powered by</span> <a href="https://www.sqlite.org/fts5.html"');
  });
});

describe('a custom CSS file that does not exist', () => {
  it('fails the build with an error naming it', async () => {
    const site = await siteWith("{ customCss: 'src/css/missing.css' }");
    try {
      const result = await buildSiteAt(site);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('custom-css-invalid');
      expect(result.stderr).toContain('src/css/missing.css');
    } finally {
      await removeSite(site);
    }
  }, 120_000);
});
