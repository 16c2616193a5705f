/** Which versions a site builds and where, by Docusaurus' rules (`plugin-content-docs/src/versions`). */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfigSchema, type SiteConfigInput } from '../../../../core/config/schema.ts';
import { planSiteVersions, planVersions, versionNameProblem } from '../../../../generator/load/versions.ts';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

/** A site with content/docs and the versioned folders of `released` (newest first), listed in versions.json. */
async function site(released?: string[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'docgen-versions-'));
  roots.push(root);
  await mkdir(join(root, 'content', 'docs'), { recursive: true });
  for (const name of released ?? [])
    await mkdir(join(root, 'content', 'versioned_docs', `version-${name}`), { recursive: true });
  if (released) await writeFile(join(root, 'versions.json'), JSON.stringify(released));
  return root;
}

async function plan(root: string, docs: SiteConfigInput['docs'] = {}) {
  const { versions, diagnostics } = await planVersions(root, siteConfigSchema.in.shape.docs.parse(docs));
  return {
    versions: versions.map((v) => ({ name: v.name, path: v.path, isLast: v.isLast, banner: v.banner })),
    messages: diagnostics.map((d) => d.message),
  };
}

describe('the versions a site builds', () => {
  it('without versions.json: content/docs, the one version, at the docs route base', async () => {
    const root = await site();
    expect((await plan(root)).versions).toEqual([
      { name: 'current', path: '/docs', isLast: true, banner: null },
    ]);
    expect((await plan(root, { routeBasePath: '/' })).versions[0]?.path).toBe('/');
    expect((await plan(root, { routeBasePath: '/guides/api/' })).versions[0]?.path).toBe('/guides/api');
  });

  it('with versions.json: the released versions, the newest at the root; content/docs only when asked', async () => {
    const root = await site(['2.0.0', '1.0.0']);
    expect((await plan(root)).versions).toEqual([
      { name: '2.0.0', path: '/docs', isLast: true, banner: null },
      { name: '1.0.0', path: '/docs/1.0.0', isLast: false, banner: 'unmaintained' },
    ]);
    expect((await plan(root, { includeCurrentVersion: true })).versions[0]).toEqual({
      name: 'current',
      path: '/docs/next',
      isLast: false,
      banner: 'unreleased',
    });
  });

  it('serves lastVersion at the root, and builds only onlyIncludeVersions', async () => {
    const root = await site(['2.0.0', '1.0.0']);
    const current = await plan(root, {
      includeCurrentVersion: true,
      lastVersion: 'current',
      routeBasePath: '/',
    });
    expect(current.versions.map((v) => [v.name, v.path, v.banner])).toEqual([
      ['current', '/', null],
      ['2.0.0', '/2.0.0', 'unmaintained'],
      ['1.0.0', '/1.0.0', 'unmaintained'],
    ]);
    const only = await plan(root, { onlyIncludeVersions: ['1.0.0'] });
    expect(only.versions).toEqual([{ name: '1.0.0', path: '/docs', isLast: true, banner: null }]);
  });

  it("takes each version's label, badge and banner from the versions option, as Docusaurus' versions", async () => {
    const root = await site(['2.0.0', '1.0.0']);
    const { versions } = await planVersions(
      root,
      siteConfigSchema.in.shape.docs.parse({
        includeCurrentVersion: true,
        versions: {
          current: { label: 'next', badge: false, banner: 'none' },
          '1.0.0': { label: 'legacy', badge: true },
        },
      }),
    );
    expect(versions.map(({ name, label, badge, banner }) => ({ name, label, badge, banner }))).toEqual([
      { name: 'current', label: 'next', badge: false, banner: null },
      { name: '2.0.0', label: '2.0.0', badge: undefined, banner: null },
      { name: '1.0.0', label: 'legacy', badge: true, banner: 'unmaintained' },
    ]);
  });

  it('refuses the options Docusaurus refuses, naming the versions there are', async () => {
    const root = await site(['2.0.0']);
    expect((await plan(root, { lastVersion: '9.9.9' })).messages).toEqual([
      'docs.lastVersion "9.9.9" is no version of the site. Available version names are: 2.0.0.',
    ]);
    expect((await plan(root, { onlyIncludeVersions: ['current'] })).messages[0]).toContain(
      'docs.onlyIncludeVersions names unknown versions (current)',
    );
    expect(
      (
        await plan(root, {
          onlyIncludeVersions: ['2.0.0'],
          lastVersion: 'current',
          includeCurrentVersion: true,
        })
      ).messages,
    ).toEqual(['docs.lastVersion must be one of docs.onlyIncludeVersions.']);
    const unversioned = await site();
    expect((await plan(unversioned, { includeCurrentVersion: false })).messages[0]).toContain(
      'no docs version to build',
    );
  });

  it('names a versioned folder that is missing', async () => {
    const root = await site(['2.0.0']);
    await writeFile(join(root, 'versions.json'), '["3.0.0", "2.0.0"]');
    expect((await plan(root)).messages).toEqual([
      'versions.json names version "3.0.0" but content/versioned_docs/version-3.0.0 does not exist.',
    ]);
  });
});

describe('the versions of a site with another docs instance', () => {
  /** content/docs unversioned, and a `community` instance with `community_versions.json` listing 1.0. */
  async function twoInstances(): Promise<string> {
    const root = await site();
    await mkdir(join(root, 'content', 'community'), { recursive: true });
    await mkdir(join(root, 'content', 'community_versioned_docs', 'version-1.0'), { recursive: true });
    await writeFile(join(root, 'community_versions.json'), '["1.0"]');
    await writeFile(join(root, 'content', 'community_sidebars.json'), '{}');
    return root;
  }

  async function planSite(root: string, docs: SiteConfigInput['docs']) {
    const { versions, diagnostics } = await planSiteVersions(
      root,
      siteConfigSchema.in.shape.docs.parse(docs),
    );
    return { versions, messages: diagnostics.map((d) => d.message) };
  }

  it("plans each instance's versions from its own files, named and served after its id", async () => {
    const root = await twoInstances();
    const { versions, messages } = await planSite(root, {
      instances: [{ id: 'community', includeCurrentVersion: true }],
    });
    expect(messages).toEqual([]);
    expect(
      versions.map(({ name, instance, path, isLast, dir, sidebarFile }) => ({
        name,
        instance,
        path,
        isLast,
        dir,
        sidebarFile,
      })),
    ).toEqual([
      {
        name: 'current',
        instance: 'default',
        path: '/docs',
        isLast: true,
        dir: 'content/docs',
        sidebarFile: 'content/sidebars.json',
      },
      {
        name: 'community/current',
        instance: 'community',
        path: '/community/next',
        isLast: false,
        dir: 'content/community',
        sidebarFile: 'content/community_sidebars.json',
      },
      {
        name: 'community/1.0',
        instance: 'community',
        path: '/community',
        isLast: true,
        dir: 'content/community_versioned_docs/version-1.0',
        sidebarFile: 'content/community_versioned_sidebars/version-1.0-sidebars.json',
      },
    ]);
  });

  it('serves an instance where its routeBasePath says, and reads its folder from path', async () => {
    const root = await twoInstances();
    await mkdir(join(root, 'content', 'forum'), { recursive: true });
    const { versions } = await planSite(root, {
      instances: [
        {
          id: 'community',
          path: 'forum',
          routeBasePath: '/',
          includeCurrentVersion: true,
          onlyIncludeVersions: ['current'],
        },
      ],
    });
    expect(versions.at(-1)).toMatchObject({ name: 'community/current', path: '/', dir: 'content/forum' });
  });

  it("names an instance's missing folder, its options and an id used twice", async () => {
    const root = await twoInstances();
    expect((await planSite(root, { instances: [{ id: 'events' }] })).messages).toEqual([
      'The site builds content/events/ (the current version), which does not exist.',
    ]);
    expect((await planSite(root, { instances: [{ id: 'community', lastVersion: '2.0' }] })).messages[0]).toBe(
      'docs.instances[0].lastVersion "2.0" is no version of the site. Available version names are: 1.0.',
    );
    expect((await planSite(root, { instances: [{ id: 'default' }] })).messages[0]).toMatch(
      /Two docs instances have the id "default"/,
    );
  });

  it("names an instance's missing versioned folder, with the command that cuts it", async () => {
    const root = await twoInstances();
    await writeFile(join(root, 'community_versions.json'), '["2.0", "1.0"]');
    const { diagnostics } = await planSiteVersions(
      root,
      siteConfigSchema.in.shape.docs.parse({ instances: [{ id: 'community' }] }),
    );
    expect(diagnostics.map(({ message, hint }) => ({ message, hint }))).toEqual([
      {
        message:
          'community_versions.json names version "2.0" but content/community_versioned_docs/version-2.0 does not exist.',
        hint: 'Create it with `docgen version 2.0 --instance community`, or remove "2.0" from community_versions.json.',
      },
    ]);
  });
});

describe('version names', () => {
  it('accepts what Docusaurus accepts, semantic or not', () => {
    for (const name of ['1.0.0', '5.x', 'v2', '2.0.0-beta.1', 'next-gen'])
      expect(versionNameProblem(name)).toBeUndefined();
  });

  it('refuses names that cannot be a folder or a route segment', () => {
    expect(versionNameProblem('a/b')).toMatch(/slash/);
    expect(versionNameProblem('..')).toMatch(/"\."/);
    expect(versionNameProblem(' ')).toMatch(/non-whitespace/);
    expect(versionNameProblem('x'.repeat(33))).toMatch(/32 characters/);
    expect(versionNameProblem('a:b')).toMatch(/file name/);
  });
});
