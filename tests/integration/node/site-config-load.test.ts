import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../node/config/load-site-config.ts';
import { copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../helpers/sites.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await removeSite(root);
});

async function title(fresh: boolean): Promise<string | undefined> {
  const loaded = await loadSiteConfig(root ?? '', fresh);
  return loaded.ok ? loaded.config.title : undefined;
}

describe('site.config.ts loading', () => {
  it('imports the TypeScript config (and the schema it imports) and reads an edit when asked to (dev)', async () => {
    root = await copyFixture('three-versions');
    const original = await title(false);
    expect(original).toBeTruthy();
    const config = await readSiteFile(root, 'site.config.ts');
    await writeSiteFile(
      root,
      'site.config.ts',
      config.replace(`title: '${original}'`, "title: 'Edited title'"),
    );
    expect(await title(true)).toBe('Edited title');
  });

  it('names the file, line and error of a config that does not compile', async () => {
    root = await copyFixture('three-versions');
    await writeSiteFile(root, 'site.config.ts', 'export default defineConfig({ title: ');
    const loaded = await loadSiteConfig(root);
    expect(loaded.ok).toBe(false);
    expect(loaded.ok ? [] : loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'config-load-failed',
        file: 'site.config.ts',
        line: 1,
        column: 37,
        message: 'Cannot load the site configuration: Unexpected end of file',
      }),
    ]);
  });

  it('reports the error of a config that throws at load, run once (not again through the TypeScript loader)', async () => {
    root = await copyFixture('three-versions');
    const runs = globalThis as { configRuns?: number };
    runs.configRuns = 0;
    await writeSiteFile(
      root,
      'site.config.ts',
      "(globalThis as { configRuns?: number }).configRuns! += 1;\nthrow new Error('no configuration today');\n",
    );
    const loaded = await loadSiteConfig(root);
    expect(loaded.ok ? [] : loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'config-load-failed',
        message: 'Cannot load the site configuration: no configuration today',
      }),
    ]);
    expect(runs.configRuns).toBe(1);
  });

  it('imports a config whose import only resolves from the site (through the TypeScript loader)', async () => {
    root = await copyFixture('three-versions');
    const config = await readSiteFile(root, 'site.config.ts');
    await writeSiteFile(
      root,
      'node_modules/site-only-title/package.json',
      '{"name":"site-only-title","type":"module","main":"index.js"}',
    );
    await writeSiteFile(root, 'node_modules/site-only-title/index.js', "export default 'From the site';");
    await writeSiteFile(
      root,
      'site.config.ts',
      `import siteTitle from 'site-only-title';\n${config.replace("title: 'Fixture Docs'", 'title: siteTitle')}`,
    );
    expect(await title(false)).toBe('From the site');
  });
});
