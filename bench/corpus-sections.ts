/**
 * Search sections for the search benchmarks, as the build hands them to the index: a synthetic corpus's
 * markdown cut at its headings (`bench/make-corpus.mjs`), or the sections a real build indexed.
 */
import { readFile } from 'node:fs/promises';
import Database from 'better-sqlite3';
import { DEFAULT_SEARCH_LOCALE, type SearchSection } from '../core/search/search-terms.ts';
import { listFiles } from '../generator/load/walk.ts';
import { withTerms } from '../generator/search/indexed-sections.ts';
import type { IndexedPage } from '../generator/search/section-writer.ts';

export type BenchSection = SearchSection & { id: number };

/** Sections of a markdown page, cut at its headings, code fences apart (as the build cuts the rendered HTML). */
function sectionsOf(route: string, markdown: string, first: number): BenchSection[] {
  const body = markdown.replace(/^---[\s\S]*?---/, '');
  const title = /title: "?([^"\n]*)/.exec(markdown)?.[1] ?? route;
  const sections: BenchSection[] = [];
  for (const [index, chunk] of body.split(/^(?=#{1,6} )/m).entries()) {
    const heading = index === 0 ? title : (/^#+ (.*)/.exec(chunk)?.[1] ?? '');
    const { text, code } = proseAndCode(chunk.replace(/^#+ .*/, ''));
    const anchor = index === 0 ? '' : heading.toLowerCase().replace(/\W+/g, '-');
    sections.push({
      id: first + sections.length,
      route,
      version: '1.0',
      pageTitle: title,
      heading,
      anchor,
      text,
      code,
    });
  }
  return sections;
}

/** Lines inside code fences, and the rest. */
function proseAndCode(markdown: string): { text: string; code: string } {
  const prose: string[] = [];
  const code: string[] = [];
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    else (inCode ? code : prose).push(line);
  }
  return { text: prose.join(' '), code: code.join(' ') };
}

/** The sections of every markdown page under `dir`, each page's route made from its file by `routeOf`. */
export async function corpusSections(
  dir: string,
  routeOf: (file: string) => string = (file) => `/docs/${file}`,
): Promise<BenchSection[]> {
  const files = (await listFiles(dir, '**/*.md')).sort();
  const sections: BenchSection[] = [];
  for (const file of files)
    sections.push(...sectionsOf(routeOf(file), await readFile(`${dir}/${file}`, 'utf8'), sections.length));
  return sections;
}

/** The sections a build's search database holds in `versions` (docs versions or `blog`). */
export function builtSections(file: string, versions: string[]): BenchSection[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT id, route, version, page_title AS pageTitle, heading, anchor, text, code FROM sections
         WHERE version IN (SELECT value FROM json_each(?)) ORDER BY route, id`,
      )
      .all(JSON.stringify(versions)) as BenchSection[];
  } finally {
    db.close();
  }
}

/** The sections as a build hands them to the index: by page, each with its terms (made as the index is written). */
export function indexedPagesOf(sections: BenchSection[]): IndexedPage[] {
  const byRoute = new Map<string, BenchSection[]>();
  for (const section of sections)
    byRoute.set(section.route, [...(byRoute.get(section.route) ?? []), section]);
  return [...byRoute].map(([route, list]) => ({
    route,
    version: list[0]?.version ?? '1.0',
    title: list[0]?.pageTitle ?? route,
    madeOf: route,
    sections: () =>
      list.map(({ anchor, heading, text, code }) => {
        // The top of a page has no heading of its own: the index shows the page's title there.
        const own = anchor === '' ? '' : heading;
        return withTerms({ heading: own, anchor, text, code }, DEFAULT_SEARCH_LOCALE);
      }),
  }));
}
