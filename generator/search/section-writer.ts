/**
 * A search database's pages and sections changed page by page: what a build writing a new index and one updating
 * the previous index both do. An update keeps the FTS5 tables and the vocabulary in step with each change; a new
 * index gets them afterwards from every section at once (`indexSql`), faster for a whole site.
 */
import type Database from 'better-sqlite3';
import { reversedTerm } from '../../node/search/index-writing.mjs';
import { HEADLINE_COLUMNS, INDEX_COLUMNS, scopeTerm } from '../../node/search/section-index.ts';
import type { IndexedSection } from './indexed-sections.ts';
import { textsTerms } from './section-terms.ts';
import { freeSectionId, preferredSectionId } from './section-ids.ts';

/** A page the index covers: a doc of some version, or a blog post. */
export interface IndexedPage {
  route: string;
  /** A docs version, or the blog. */
  version: string;
  title: string;
  /** What its sections are made of: while it stays the same, the index keeps them. */
  madeOf: string;
  /** Read only for a page whose sections are (re)written. */
  sections: () => IndexedSection[];
}

/** The index columns (see `INDEX_COLUMNS`): page title, heading, text and code terms, and the scope term. */
type SectionColumns = [string, string, string, string, string];

const HEADLINE_POSITIONS = HEADLINE_COLUMNS.map((column) => INDEX_COLUMNS.indexOf(column));
const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

export class SectionWriter {
  private readonly statements;
  private readonly fts;
  /** In an update: how many more (or fewer) sections hold each term than before. */
  private readonly termCounts = new Map<string, number>();
  /** In an update: the same of each word as written (see `textsTerms`), with its term. */
  private readonly writtenCounts = new Map<string, { term: string; change: number }>();

  /**
   * `updating`: the database holds an index already, kept in step with every change. `locale`: the one the
   * pages are written in, whose analyzer makes the terms of their titles.
   */
  constructor(
    private readonly db: Database.Database,
    private readonly scopes: string[],
    updating: boolean,
    private readonly locale: string,
  ) {
    this.statements = {
      pages: db.prepare('SELECT route, made_of FROM pages').raw(),
      addPage: db.prepare('INSERT INTO pages VALUES (?, ?)'),
      removePage: db.prepare('DELETE FROM pages WHERE route = ?'),
      idTaken: db.prepare('SELECT 1 FROM sections WHERE id = ?').pluck(),
      addSection: db.prepare('INSERT INTO sections VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
      addTerms: db.prepare(`INSERT INTO section_terms VALUES (?, ${placeholders(INDEX_COLUMNS.length + 1)})`),
      termsOfRoute: db
        .prepare(
          `SELECT id, written, ${INDEX_COLUMNS.join(', ')} FROM section_terms
           WHERE id IN (SELECT id FROM sections WHERE route = ?)`,
        )
        .raw(),
      removeSections: db.prepare('DELETE FROM sections WHERE route = ?'),
      removeTerms: db.prepare('DELETE FROM section_terms WHERE id = ?'),
    };
    this.fts = updating ? ftsStatements(db) : undefined;
  }

  /** Route → what its sections were made of, for every page indexed. */
  pagesMadeOf(): Map<string, string> {
    return new Map(this.statements.pages.all() as [string, string][]);
  }

  add(page: IndexedPage): void {
    const scope = scopeTerm(this.scopes.indexOf(page.version));
    const {
      terms: [titleTerms = ''],
      written: titleWritten,
    } = textsTerms([page.title], this.locale);
    for (const section of page.sections()) {
      const heading = section.heading || page.title;
      const { terms } = section;
      const columns: SectionColumns = [
        titleTerms,
        section.heading ? terms.heading : titleTerms,
        terms.text,
        terms.code,
        scope,
      ];
      const length = columns.slice(0, 4).reduce((sum, column) => sum + countTerms(column), 0);
      const preferred = preferredSectionId(length, page.route, section.anchor);
      const id = freeSectionId(preferred, (taken) => this.statements.idTaken.get(taken) !== undefined);
      const { anchor, text, code } = section;
      this.statements.addSection.run(id, page.route, page.version, page.title, heading, anchor, text, code);
      const written = JSON.stringify({ ...titleWritten, ...section.written });
      this.statements.addTerms.run(id, ...columns, written);
      this.index(id, columns, written, 'add');
    }
    this.statements.addPage.run(page.route, page.madeOf);
  }

  remove(route: string): void {
    const rows = this.statements.termsOfRoute.all(route) as [number, string, ...SectionColumns][];
    for (const [id, written, ...columns] of rows) {
      this.index(id, columns, written, 'remove');
      this.statements.removeTerms.run(id);
    }
    this.statements.removeSections.run(route);
    this.statements.removePage.run(route);
  }

  /**
   * An update's last step: each term's count of sections in the vocabulary, changed by what the changes added
   * and removed (a term is a token of the index: see `TOKENIZER`); a term no section holds any more goes.
   */
  updateVocabulary(): void {
    const add = this.db.prepare(
      'INSERT INTO terms VALUES (?, ?, ?) ON CONFLICT(term) DO UPDATE SET sections = sections + excluded.sections',
    );
    const dropUnused = this.db.prepare('DELETE FROM terms WHERE term = ? AND sections <= 0');
    for (const [term, change] of this.termCounts) {
      if (change === 0) continue;
      add.run(term, reversedTerm(term), change);
      if (change < 0) dropUnused.run(term);
    }
    const addWritten = this.db.prepare(
      'INSERT INTO written VALUES (?, ?, ?, ?) ON CONFLICT(word) DO UPDATE SET sections = sections + excluded.sections',
    );
    const dropUnusedWritten = this.db.prepare('DELETE FROM written WHERE word = ? AND sections <= 0');
    for (const [word, { term, change }] of this.writtenCounts) {
      if (change === 0) continue;
      addWritten.run(word, reversedTerm(word), term, change);
      if (change < 0) dropUnusedWritten.run(word);
    }
  }

  /** In an update, adds a section to the FTS5 tables or removes it (which takes the very terms it was added with). */
  private index(id: number, columns: SectionColumns, written: string, change: 'add' | 'remove'): void {
    if (!this.fts) return;
    const headline = HEADLINE_POSITIONS.map((position) => columns[position]);
    this.fts[change].sections.run(id, ...columns);
    this.fts[change].headlines.run(id, ...headline);
    const terms = new Set(columns.slice(0, 4).flatMap((column) => column.split(' ')));
    terms.delete('');
    const step = change === 'add' ? 1 : -1;
    for (const term of terms) this.termCounts.set(term, (this.termCounts.get(term) ?? 0) + step);
    for (const [word, term] of Object.entries(JSON.parse(written) as Record<string, string>)) {
      const count = this.writtenCounts.get(word) ?? { term, change: 0 };
      count.change += step;
      this.writtenCounts.set(word, count);
    }
  }
}

function ftsStatements(db: Database.Database) {
  const statements = (table: string, columns: readonly string[]) => ({
    add: db.prepare(
      `INSERT INTO ${table}(rowid, ${columns.join(', ')}) VALUES (?, ${placeholders(columns.length)})`,
    ),
    remove: db.prepare(
      `INSERT INTO ${table}(${table}, rowid, ${columns.join(', ')}) VALUES ('delete', ?, ${placeholders(columns.length)})`,
    ),
  });
  const sections = statements('section_index', INDEX_COLUMNS);
  const headlines = statements('headline_index', HEADLINE_COLUMNS);
  return {
    add: { sections: sections.add, headlines: headlines.add },
    remove: { sections: sections.remove, headlines: headlines.remove },
  };
}

function countTerms(column: string): number {
  return column === '' ? 0 : column.split(' ').length;
}
