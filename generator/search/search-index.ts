import { createHash } from 'node:crypto';
import { copyFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { BLOG_VERSION } from '../../core/search/search-api.ts';
import { SEARCH_INDEX_FILE, SEARCH_INDEX_FORMAT } from '../../core/search/search-index-file.ts';
import { searchTerm, wordsOf, type SearchSection } from '../../core/search/search-terms.ts';
import { prepareForWriting } from '../../server/search/index-writing.mjs';
import {
  INDEX_COLUMNS,
  indexSql,
  scopeTerm,
  SITE_TABLES,
  type SearchMeta,
} from '../../server/search/section-index.ts';
import type { Site, SourceFile } from '../../core/site/model.ts';
import { sourcesHash } from '../bundle/sources-hash.ts';
import type { TransformOutput } from '../transform/context.ts';
import { pageSections } from './page-sections.ts';

/** A page the index covers: a doc of some version, or a blog post. */
interface SearchablePage {
  route: string;
  version: string;
  title: string;
  source: SourceFile;
}

/**
 * Docs and blog posts; standalone pages (the home page) are not documentation, and unlisted docs are reachable
 * only through a link their writer handed out, as the sidebar leaves them out.
 */
function searchablePages(site: Site): SearchablePage[] {
  const docs = site.versions.flatMap((version) =>
    version.docs
      .filter((doc) => !doc.unlisted)
      .map((doc) => ({ route: doc.permalink, version: version.name, title: doc.title, source: doc.source })),
  );
  const posts = site.blog.map((post) => ({
    route: post.permalink,
    version: BLOG_VERSION,
    title: post.title,
    source: post.source,
  }));
  return [...docs, ...posts];
}

/** Every section of every searchable page, from the HTML its markdown became. */
export function searchSections(
  site: Site,
  transformed: ReadonlyMap<string, TransformOutput>,
): SearchSection[] {
  const sections: SearchSection[] = [];
  for (const page of searchablePages(site)) {
    const output = transformed.get(page.source.file);
    if (!output) continue;
    for (const section of pageSections(output.html)) {
      sections.push({
        route: page.route,
        version: page.version,
        pageTitle: page.title,
        ...section,
        heading: section.heading || page.title,
      });
    }
  }
  return sections;
}

/** A text's index terms, space-separated; stems are cached, as most words of a site repeat. */
function termsWith(stems: Map<string, string>) {
  return (text: string) =>
    wordsOf(text)
      .map((word) => {
        let term = stems.get(word);
        if (term === undefined) stems.set(word, (term = searchTerm(word)));
        return term;
      })
      .join(' ');
}

/** Each section with its terms per index column; shortest first (see `section-index.ts`). */
function indexedSections(sections: SearchSection[], scopes: string[]) {
  const termsOf = termsWith(new Map());
  const rows = sections.map((section) => {
    const terms = [section.pageTitle, section.heading, section.text, section.code].map(termsOf);
    const scope = scopeTerm(scopes.indexOf(section.version));
    const length = terms.reduce((sum, column) => sum + (column === '' ? 0 : column.split(' ').length), 0);
    return { section, terms: [...terms, scope], length };
  });
  return rows.sort((a, b) => a.length - b.length);
}

/** Writes the site's search database to `file`. */
export function buildSearchIndex(
  site: Site,
  transformed: ReadonlyMap<string, TransformOutput>,
  file: string,
  inputs = '',
): Promise<void> {
  return writeSearchDatabase(file, {
    sections: searchSections(site, transformed),
    versions: site.versions.map((version) => version.name),
    latest: site.versions.find((version) => version.isLast)?.name,
    inputs,
  });
}

/** Writes a search database of `sections` to `file`, replaced once complete (a server may be reading it). */
export async function writeSearchDatabase(
  file: string,
  params: { sections: SearchSection[]; versions: string[]; latest: string | undefined; inputs: string },
): Promise<void> {
  const scopes = [BLOG_VERSION, ...params.versions];
  const partial = `${file}.${process.pid}.partial`;
  await rm(partial, { force: true });
  const db = new Database(partial);
  try {
    prepareForWriting(db);
    db.exec(SITE_TABLES);
    const meta: SearchMeta = {
      inputs: params.inputs,
      format: String(SEARCH_INDEX_FORMAT),
      versions: JSON.stringify(params.versions),
      scopes: JSON.stringify(scopes),
      latest: params.latest ?? '',
    };
    const insertMeta = db.prepare('INSERT INTO meta VALUES (?, ?)');
    const insertSection = db.prepare('INSERT INTO sections VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const insertTerms = db.prepare(
      `INSERT INTO section_terms VALUES (?, ${INDEX_COLUMNS.map(() => '?').join(', ')})`,
    );
    db.transaction(() => {
      for (const entry of Object.entries(meta)) insertMeta.run(...entry);
      for (const [id, { section, terms }] of indexedSections(params.sections, scopes).entries()) {
        const { route, version, pageTitle, heading, anchor, text, code } = section;
        insertSection.run(id, route, version, pageTitle, heading, anchor, text, code);
        insertTerms.run(id, ...terms);
      }
    })();
    db.exec(indexSql('main.section_terms', false));
  } finally {
    db.close();
  }
  await rename(partial, file);
}

/**
 * What the index is made of: docgen's indexing code, the versions, and each searchable page's route, title and
 * HTML. Hashing them costs a fraction of indexing them again.
 */
async function indexInputs(site: Site, transformed: ReadonlyMap<string, TransformOutput>): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await sourcesHash(['generator/search', 'core/search']));
  hash.update(JSON.stringify(site.versions.map((version) => [version.name, version.isLast])));
  for (const page of searchablePages(site)) {
    hash.update(`\0${page.route}\0${page.version}\0${page.title}\0`);
    hash.update(transformed.get(page.source.file)?.html ?? '');
  }
  return hash.digest('hex');
}

/** The inputs hash a previous index was written with (none if there is no readable one). */
function previousInputs(file: string): string | undefined {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return (
        (db.prepare(`SELECT value FROM meta WHERE key = 'inputs'`).pluck().get() as string | undefined) ??
        undefined
      );
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

/**
 * Writes the index beside the server manifest, under a dot-name no server serves as a file. The previous
 * build's index (`previousDir`) is copied when it was made of the same inputs: indexing a large site again takes
 * seconds, most of a build in which nothing changed.
 */
export async function writeSearchIndex(
  site: Site,
  transformed: ReadonlyMap<string, TransformOutput>,
  outDir: string,
  previousDir?: string,
): Promise<void> {
  const target = join(outDir, SEARCH_INDEX_FILE);
  const inputs = await indexInputs(site, transformed);
  const previous = previousDir && join(previousDir, SEARCH_INDEX_FILE);
  if (previous && previousInputs(previous) === inputs) return copyFile(previous, target);
  await buildSearchIndex(site, transformed, target, inputs);
}
