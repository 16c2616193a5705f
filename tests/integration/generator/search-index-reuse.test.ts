/**
 * A build whose searchable pages did not change copies the previous build's search index instead of indexing
 * every page again (seconds on a large site); a changed page makes a new one.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_INDEX_FILE } from '../../../core/search/search-index-file.ts';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../helpers/sites.ts';

const sites: string[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map(removeSite));
});

const DOC = 'content/versioned_docs/version-2.0.0/guides/install.md';

/** The `meta` rows of a search database, and whether any section's text holds `word`. */
function readIndex(file: string, word: string) {
  const db = new Database(file, { readonly: true });
  try {
    return {
      meta: Object.fromEntries(db.prepare('SELECT key, value FROM meta').raw().all() as [string, string][]),
      holds: db.prepare('SELECT count(*) FROM sections WHERE text LIKE ?').pluck().get(`%${word}%`) !== 0,
    };
  } finally {
    db.close();
  }
}

describe('the search index of a build', () => {
  it('is the previous one when no searchable page changed, and made again when one did', async () => {
    const root = await copyFixture('three-versions');
    sites.push(root);
    expect((await buildSiteAt(root)).code).toBe(0);
    const file = join(root, 'build', SEARCH_INDEX_FILE);
    // Marks the index as a rebuild never would: the mark survives only if the next build copies the file.
    const marking = new Database(file);
    marking.prepare(`INSERT INTO meta VALUES ('copied', 'yes')`).run();
    marking.close();

    expect((await buildSiteAt(root)).code).toBe(0);
    expect(readIndex(file, 'Quokkas').meta.copied).toBe('yes');

    await writeSiteFile(root, DOC, `${await readSiteFile(root, DOC)}\n\nQuokkas install it too.\n`);
    expect((await buildSiteAt(root)).code).toBe(0);
    const rebuilt = readIndex(file, 'Quokkas');
    expect(rebuilt.meta.copied).toBeUndefined();
    expect(rebuilt.holds).toBe(true);
  });
});
