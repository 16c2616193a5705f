/**
 * A build starts from the previous build's search index and replaces the sections of the pages that changed
 * (indexing a large site again takes seconds): what it writes is what a build from nothing writes.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_INDEX_FILE } from '../../../core/search/search-index-file.ts';
import { searchIndexContent, sectionIds } from '../../helpers/search-database.ts';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../helpers/sites.ts';

const sites: string[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map(removeSite));
});

const DOC = 'content/versioned_docs/version-2.0.0/guides/install.md';

/** Whether a row no build writes is in the index: it stays only while each build starts from the one before. */
function marked(file: string): boolean {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT value FROM meta WHERE key = 'mark'`).pluck().get() === 'kept';
  } finally {
    db.close();
  }
}

describe('the search index of a build', () => {
  it('is updated from the previous one, and holds what a build from nothing would', async () => {
    const root = await copyFixture('three-versions');
    sites.push(root);
    expect((await buildSiteAt(root)).code).toBe(0);
    const file = join(root, 'build', SEARCH_INDEX_FILE);
    const marking = new Database(file);
    marking.prepare(`INSERT INTO meta VALUES ('mark', 'kept')`).run();
    marking.close();

    expect((await buildSiteAt(root)).code).toBe(0);
    expect(marked(file)).toBe(true);

    await writeSiteFile(root, DOC, `${await readSiteFile(root, DOC)}\n\nQuokkas install it too.\n`);
    expect((await buildSiteAt(root)).code).toBe(0);
    expect(marked(file)).toBe(true);
    const updated = searchIndexContent(file);
    expect(updated.sections.some((row) => String(row[5]).includes('Quokkas install it too.'))).toBe(true);
    const ids = sectionIds(file);

    await rm(join(root, 'build'), { recursive: true, force: true });
    await rm(join(root, '.docgen'), { recursive: true, force: true });
    expect((await buildSiteAt(root)).code).toBe(0);
    expect(marked(file)).toBe(false);
    expect(updated).toEqual(searchIndexContent(file));
    expect(ids).toEqual(sectionIds(file));
  });
});
