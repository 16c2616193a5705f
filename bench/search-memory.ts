/**
 * What a server holds for the search index: a fresh process opens a search database (`--index FILE`), runs the
 * bench's queries for everyone and for an audience that may not open a tenth of the pages, and prints its
 * resident memory before opening and after, in MB (one JSON line). Run by `search-index.ts`.
 */
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { SectionSearch, type Audience } from '../server/search/section-search.ts';
import { benchQueries } from './search-queries.ts';

const { values } = parseArgs({ options: { index: { type: 'string' } } });
const file = values.index ?? '';
const rssMb = () => Math.round(process.memoryUsage().rss / 1e6);

const reader = new Database(file, { readonly: true });
const texts = reader
  .prepare('SELECT text FROM sections WHERE id % 150 = 0 LIMIT 400')
  .pluck()
  .all() as string[];
reader.close();
const queries = benchQueries(texts);
globalThis.gc?.();
const before = rssMb();
const search = new SectionSearch(file);
const everyone: Audience = { key: 'everyone', may: () => true };
const outsider: Audience = {
  key: 'outsider',
  may: (route) => Number(/page-(\d+)/.exec(route)?.[1]) % 10 !== 0,
};
for (const audience of [everyone, outsider]) for (const q of queries) await search.search(q, audience);
globalThis.gc?.();
console.log(JSON.stringify({ rssBeforeMb: before, rssAfterMb: rssMb() }));
search.close();
