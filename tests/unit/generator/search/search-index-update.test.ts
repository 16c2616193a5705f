/**
 * A build updates the previous build's search database: the sections of the pages that changed are replaced,
 * and the result is the database a build from nothing would write, ids included.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexedSections } from '../../../../generator/search/indexed-sections.ts';
import { writeSearchDatabase } from '../../../../generator/search/search-index.ts';
import type { IndexedPage } from '../../../../generator/search/section-writer.ts';
import { SectionSearch } from '../../../../server/search/section-search.ts';
import { searchIndexContent, sectionIds } from '../../../helpers/search-database.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docgen-search-update-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function page(route: string, title: string, html: string, version = '1.0'): IndexedPage {
  const sections = indexedSections(html);
  return { route, version, title, madeOf: `${version}\0${title}\0${html}`, sections: () => sections };
}

const alpha = page('/docs/alpha', 'Alpha', '<p>Wombats dig.</p><h2 id="more">More</h2><p>Long burrows.</p>');
const beta = page('/docs/beta', 'Beta', '<p>Platypus swims.</p>');
const gamma = page('/docs/gamma', 'Gamma', '<p>Echidna walks.</p><h2 id="spines">Spines</h2><p>Sharp.</p>');
const betaEdited = page(
  '/docs/beta',
  'Beta',
  '<p>Quokka smiles.</p><h2 id="island">Island</h2><p>Rottnest.</p>',
);
const delta = page('/docs/delta', 'Delta', '<p>Numbat eats termites.</p>');
// Words with marks (Devanagari vowel signs, a combining accent) and a final sigma: each term must be one token of
// the index, or the vocabulary an update keeps would differ from the one SQLite counts for a new index.
const world = page('/docs/world', 'World', '<p>नमस्ते दुनिया. ΣΊΣΥΦΟΣ. Une e\u0301cole naïve.</p>');
const worldEdited = page('/docs/world', 'World', '<p>नमस्ते. Σίσυφος.</p>');

async function write(name: string, pages: IndexedPage[], previous?: string, versions = ['1.0']) {
  const file = join(dir, name);
  await writeSearchDatabase(file, {
    pages,
    versions,
    latest: versions[0],
    ...(previous ? { previous } : {}),
  });
  return file;
}

/** Adds a row no build writes: it is still there only if a build started from this file. */
function mark(file: string): void {
  const db = new Database(file);
  db.prepare(`INSERT INTO meta VALUES ('mark', 'kept')`).run();
  db.close();
}

function marked(file: string): boolean {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT value FROM meta WHERE key = 'mark'`).pluck().get() === 'kept';
  } finally {
    db.close();
  }
}

async function found(file: string, query: string): Promise<string[]> {
  const search = new SectionSearch(file);
  try {
    const hits = await search.search(query, { key: 'everyone', may: () => true });
    return hits.map((hit) => `${hit.route}#${hit.anchor}`);
  } finally {
    search.close();
  }
}

describe('updating the search database of the previous build', () => {
  it('replaces the sections of changed pages, adds new pages and drops removed ones, as a new database would', async () => {
    const first = await write('first.sqlite', [alpha, beta, gamma, world]);
    mark(first);
    const updated = await write('updated.sqlite', [alpha, betaEdited, delta, worldEdited], first);
    const fresh = await write('fresh.sqlite', [alpha, betaEdited, delta, worldEdited]);

    expect(marked(updated)).toBe(true);
    expect(searchIndexContent(updated)).toEqual(searchIndexContent(fresh));
    expect(sectionIds(updated)).toEqual(sectionIds(fresh));
    expect(await found(updated, 'quokka')).toEqual(['/docs/beta#']);
    expect(await found(updated, 'rottnest')).toEqual(['/docs/beta#island']);
    expect(await found(updated, 'numbat')).toEqual(['/docs/delta#']);
    expect(await found(updated, 'platypus')).toEqual([]);
    expect(await found(updated, 'echidna')).toEqual([]);
    // The vocabulary, where unfinished words are completed, forgets the words only removed pages held.
    expect(searchIndexContent(updated).terms.map(([term]) => term)).not.toContain('echidna');
    expect(await found(updated, 'wom')).toEqual(['/docs/alpha#']);
    expect(await found(updated, 'नमस्ते')).toEqual(['/docs/world#']);
    expect(await found(updated, 'σίσυφος')).toEqual(['/docs/world#']);
    expect(await found(updated, 'दुनिया')).toEqual([]);
  });

  it('keeps the database as it was when no page changed', async () => {
    const first = await write('first.sqlite', [alpha, beta]);
    mark(first);
    const again = await write('again.sqlite', [alpha, beta], first);
    expect(marked(again)).toBe(true);
    expect(searchIndexContent(again)).toEqual(searchIndexContent(first));
  });

  it('writes a new database when the versions changed', async () => {
    const first = await write('first.sqlite', [alpha, beta]);
    mark(first);
    const next = await write('next.sqlite', [alpha, beta], first, ['2.0', '1.0']);
    expect(marked(next)).toBe(false);
    expect(searchIndexContent(next)).toEqual(
      searchIndexContent(await write('fresh.sqlite', [alpha, beta], undefined, ['2.0', '1.0'])),
    );
  });

  it('numbers sections shortest first, whichever build wrote them', async () => {
    const first = await write('first.sqlite', [gamma, alpha, beta]);
    const updated = await write('updated.sqlite', [gamma, alpha, betaEdited, delta], first);
    const db = new Database(updated, { readonly: true });
    const lengths = db
      .prepare(
        `SELECT page_title || ' ' || heading || ' ' || text || ' ' || code FROM section_terms ORDER BY id`,
      )
      .pluck()
      .all() as string[];
    db.close();
    const counts = lengths.map((terms) => terms.split(' ').filter(Boolean).length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });
});
