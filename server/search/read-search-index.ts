import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { localeOfSearchIndexFile, SEARCH_INDEX_FILE } from '../../core/search/search-index-file.ts';
import { SectionSearch } from './section-search.ts';

/** The search index `docgen build` left in `dir`; a build without one (or of another format) is refused. */
export function readSearchIndex(dir: string): SectionSearch {
  return openIndex(join(dir, SEARCH_INDEX_FILE));
}

function openIndex(file: string): SectionSearch {
  try {
    return new SectionSearch(file);
  } catch (error) {
    throw new Error(`${file} is missing or unreadable (${(error as Error).message}). Rebuild the site.`);
  }
}

/** A build's index per locale: the site's (the default locale's) and one for each other locale. */
export class LocaleSearchIndexes {
  private readonly byLocale = new Map<string, SectionSearch>();

  constructor(readonly site: SectionSearch) {
    this.byLocale.set(site.locale, site);
  }

  add(search: SectionSearch): void {
    this.byLocale.set(search.locale, search);
  }

  /** The index of `locale` (undefined: the default locale's); a locale the build has none of is a bad request. */
  of(locale: string | undefined): SectionSearch {
    if (locale === undefined) return this.site;
    const found = this.byLocale.get(locale);
    if (!found) throw Object.assign(new Error('There is no such locale.'), { statusCode: 400 });
    return found;
  }

  close(): void {
    for (const search of this.byLocale.values()) search.close();
  }
}

/** Every locale's index in `dir` (`localeSearchIndexFile`); refused as `readSearchIndex` refuses. */
export function readLocaleSearchIndexes(dir: string): LocaleSearchIndexes {
  const indexes = new LocaleSearchIndexes(readSearchIndex(dir));
  try {
    for (const name of readdirSync(dir)) {
      if (localeOfSearchIndexFile(name) !== undefined) indexes.add(openIndex(join(dir, name)));
    }
  } catch (error) {
    indexes.close();
    throw error;
  }
  return indexes;
}
