/**
 * A build whose searchable pages did not change copies the previous build's search index instead of indexing
 * every page again (seconds on a large site); a changed page makes a new one.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_INDEX_FILE } from '../../../core/search/search-index-file.ts';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../helpers/sites.ts';

const sites: string[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map(removeSite));
});

const DOC = 'content/versioned_docs/version-2.0.0/guides/install.md';

describe('the search index of a build', () => {
  it('is the previous one when no searchable page changed, and made again when one did', async () => {
    const root = await copyFixture('three-versions');
    sites.push(root);
    expect((await buildSiteAt(root)).code).toBe(0);
    const file = join(root, 'build', SEARCH_INDEX_FILE);
    // Marks the index as a rebuild never would: the mark survives only if the next build copies the file.
    const marked = (await readFile(file, 'utf8')).replace(/\}$/, ',"copied":true}');
    await writeFile(file, marked);

    expect((await buildSiteAt(root)).code).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(marked);

    await writeSiteFile(root, DOC, `${await readSiteFile(root, DOC)}\n\nQuokkas install it too.\n`);
    expect((await buildSiteAt(root)).code).toBe(0);
    const rebuilt = await readFile(file, 'utf8');
    expect(rebuilt).not.toContain('"copied":true');
    expect(rebuilt).toContain('quokka');
  });
});
