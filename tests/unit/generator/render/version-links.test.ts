import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../../generator/load/load-site.ts';
import { navbarVersionLinks, versionLinks } from '../../../../generator/render/version-links.ts';
import { copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../../helpers/sites.ts';

// The three-version fixture, with the unlisted `guides/hidden` doc gone from 1.0.0.
const root = await copyFixture('three-versions');
await rm(`${root}/content/versioned_docs/version-1.0.0/guides/hidden.md`);
const site = (await loadSite({ root })).site;
afterAll(() => removeSite(root));
const version = (name: string) => site.versions.find((v) => v.name === name)!;

describe('version links', () => {
  it('lead from a doc to the same doc in every version that has it', () => {
    expect(versionLinks(site, '/docs/1.1.0/guides/install', version('1.1.0'))).toEqual({
      '2.0.0': '/docs/guides/install',
      '1.1.0': '/docs/1.1.0/guides/install',
      '1.0.0': '/docs/1.0.0/guides/install',
    });
  });

  it('leave out versions without the doc, and say nothing for a version root', () => {
    expect(Object.keys(versionLinks(site, '/docs/guides/hidden', version('2.0.0')))).toEqual([
      '2.0.0',
      '1.1.0',
    ]);
    expect(versionLinks(site, '/docs', version('2.0.0'))).toEqual({});
  });

  it('cover the navbar links into the latest docs, and only those', () => {
    expect(navbarVersionLinks(site)).toEqual({
      '/docs/overview': {
        '2.0.0': '/docs/overview',
        '1.1.0': '/docs/1.1.0/overview',
        '1.0.0': '/docs/1.0.0/overview',
      },
    });
  });
});

describe('version links of docs at the site root', async () => {
  const rootDocs = await copyFixture('three-versions');
  const config = await readSiteFile(rootDocs, 'site.config.ts');
  await writeSiteFile(
    rootDocs,
    'site.config.ts',
    config.replace(
      '  signIn: {',
      "  docs: { routeBasePath: '/', includeCurrentVersion: true },\n  signIn: {",
    ),
  );
  const atRoot = (await loadSite({ root: rootDocs })).site;
  afterAll(() => removeSite(rootDocs));

  it('lead to the same doc under each version, the latest at / and the unreleased at /next', () => {
    const latest = atRoot.versions.find((v) => v.isLast)!;
    expect(versionLinks(atRoot, '/guides/install', latest)).toEqual({
      current: '/next/guides/install',
      '2.0.0': '/guides/install',
      '1.1.0': '/1.1.0/guides/install',
      '1.0.0': '/1.0.0/guides/install',
    });
  });
});
