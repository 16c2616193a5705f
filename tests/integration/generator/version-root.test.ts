/**
 * A version's root as Docusaurus makes it, with nothing of our own site assumed: the doc served at the root
 * (`index.md` at the top of the folder) is the page at `/docs` itself; otherwise the root leads to the first
 * doc of the version's first sidebar. The home page's button comes from its front matter.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../helpers/sites.ts';

const sites: string[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) await removeSite(site);
});

async function fixture(): Promise<string> {
  const site = await copyFixture('three-versions');
  sites.push(site);
  return site;
}

describe('the root of a docs version', () => {
  it('is the index.md at the top of the version folder, served at /docs itself', async () => {
    const site = await fixture();
    await writeSiteFile(
      site,
      'content/versioned_docs/version-2.0.0/index.md',
      '---\ntitle: Start here\n---\n\nThe first page of the docs.\n',
    );
    const built = await buildSiteAt(site);
    expect(built.code, built.stderr).toBe(0);
    const page = await readSiteFile(site, 'build/docs.html');
    expect(page).toContain('The first page of the docs.');
    expect(page).not.toContain('http-equiv="refresh"');
  });

  it('otherwise leads to the first doc of the first sidebar, whatever its name', async () => {
    const site = await fixture();
    await writeSiteFile(
      site,
      'content/versioned_sidebars/version-1.1.0-sidebars.json',
      JSON.stringify({
        solutionSidebar: [
          { type: 'category', label: 'Guides', items: ['guides/install'] },
          'overview/overview',
        ],
      }),
    );
    const built = await buildSiteAt(site);
    expect(built.code, built.stderr).toBe(0);
    const root = await readSiteFile(site, 'build/docs/1.1.0.html');
    expect(root).toContain('<meta http-equiv="refresh" content="0; url=/docs/1.1.0/guides/install">');
  });
});

describe('the home page', () => {
  it('takes its call to action from its front matter', async () => {
    const site = await fixture();
    const home = await readSiteFile(site, 'content/pages/index.md');
    await writeSiteFile(
      site,
      'content/pages/index.md',
      home.replace(/^---\n/, '---\ncta:\n  label: Start with 1.0.0\n  to: /docs/1.0.0/overview\n'),
    );
    const built = await buildSiteAt(site);
    expect(built.code, built.stderr).toBe(0);
    const page = await readSiteFile(site, 'build/index.html');
    expect(page).toMatch(
      /<a class="button button--primary button--lg" href="\/docs\/1\.0\.0\/overview">Start with 1\.0\.0<\/a>/,
    );
  });
});
