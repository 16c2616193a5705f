import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../generator/load/config.ts';
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
});
