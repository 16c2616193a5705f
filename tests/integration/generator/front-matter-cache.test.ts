import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsOf } from '../../../core/errors/diagnostic.ts';
import { siteCacheDir } from '../../../node/docgen-dirs.ts';
import { loadSite } from '../../../generator/load/load-site.ts';
import { copyFixture, removeSite, writeSiteFile } from '../../helpers/sites.ts';

const sites: string[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map(removeSite));
});

async function site(): Promise<string> {
  const root = await copyFixture('three-versions');
  sites.push(root);
  return root;
}

const loadCached = (root: string) => loadSite({ root, cacheDir: siteCacheDir(root) });

const DOC = 'content/versioned_docs/version-2.0.0/guides/install.md';

describe('loading a site with the front matter cache', () => {
  it('loads the same site from a warm cache as without one', async () => {
    const root = await site();
    const uncached = await loadSite({ root });
    await loadCached(root);
    expect(existsSync(join(siteCacheDir(root), 'front-matter-1.json'))).toBe(true);
    expect(await loadCached(root)).toStrictEqual(uncached);
  });

  it('still names the file, line and column of broken front matter once the cache is warm', async () => {
    const root = await site();
    await loadCached(root);
    await writeSiteFile(root, DOC, '---\ntitle: Install\ntags: [a, b\n---\nBody\n');
    const uncached = errorsOf((await loadSite({ root })).diagnostics);
    const cached = errorsOf((await loadCached(root)).diagnostics);
    expect(cached).toStrictEqual(uncached);
    expect(cached[0]).toMatchObject({ code: 'front-matter-invalid', file: DOC, line: 3 });
  });
});
