import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../helpers/sites.ts';

const sites: string[] = [];
async function fixture(): Promise<string> {
  const root = await copyFixture('three-versions');
  sites.push(root);
  return root;
}
afterEach(async () => {
  await Promise.all(sites.splice(0).map(removeSite));
});

const DOC = 'content/versioned_docs/version-1.1.0/guides/install.md';

describe('link checks', () => {
  it('fails the build on a broken internal link, naming the page and the target', async () => {
    const root = await fixture();
    const source = await readSiteFile(root, DOC);
    await writeSiteFile(root, DOC, `${source}\n\nSee [the missing page](/docs/1.1.0/no-such-page).\n`);
    const result = await buildSiteAt(root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Broken link on /docs/1.1.0/guides/install: /docs/1.1.0/no-such-page');
    expect(existsSync(`${root}/build`)).toBe(false);
  });

  it('only warns about a broken markdown link, with file:line:column', async () => {
    const root = await fixture();
    const source = await readSiteFile(root, DOC);
    await writeSiteFile(root, DOC, `${source}\nSee [old page](./removed.md).\n`);
    const lineCount = `${source}\nSee [old page](./removed.md).\n`.split('\n').length - 1;
    const result = await buildSiteAt(root);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`warning [markdown-link-broken] ${DOC}:${lineCount}:5`);
    expect(result.stderr).toMatch(/with 1 warning\(s\)/);
  });

  it('keeps the previous good output when a later build fails', async () => {
    const root = await fixture();
    expect((await buildSiteAt(root)).code).toBe(0);
    await writeSiteFile(root, DOC, '---\ntitle: [broken\n---\nBody');
    expect((await buildSiteAt(root)).code).toBe(1);
    expect(await readSiteFile(root, 'build/docs/1.1.0/guides/install.html')).toContain('Install 1.1.0');
  });
});
