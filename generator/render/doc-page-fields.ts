import type { Doc, Site, SourceFile } from '../../core/site/model.ts';
import type { LastUpdateData, TocEntry } from '../../core/site/page-data.ts';
import { booleanField, numberField, stringField, stringListField } from '../load/front-matter-fields.ts';
import type { TransformOutput } from '../transform/context.ts';

/** What a doc's front matter changes on its own page, as Docusaurus 3 reads it. */
export interface DocPageFields {
  hideTitle?: boolean;
  toc: TocEntry[];
  keywords?: string[];
  image?: string;
  lastUpdate?: LastUpdateData;
}

export function docPageFields(
  doc: Doc,
  out: Pick<TransformOutput, 'toc' | 'hasContentTitle'>,
  site: Site,
): DocPageFields {
  const { source } = doc;
  const { config } = site;
  const keywords = stringListField(source, 'keywords');
  const image = stringField(source, 'image');
  const lastUpdate = lastUpdateOf(
    source.frontMatter.last_update,
    config.docs,
    site.lastCommits?.[source.file],
  );
  return {
    ...(booleanField(source, 'hide_title') || out.hasContentTitle ? { hideTitle: true } : {}),
    toc: tocOf(source, out.toc),
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(image ? { image: absoluteUrl(image, config.url) } : {}),
    ...(lastUpdate ? { lastUpdate } : {}),
  };
}

/**
 * The table of contents a page shows: none with `hide_table_of_contents`, else the headings from
 * `toc_min_heading_level` to `toc_max_heading_level` (2–6), by default h2 and h3.
 */
export function tocOf(source: SourceFile, toc: readonly TocEntry[]): TocEntry[] {
  if (booleanField(source, 'hide_table_of_contents')) return [];
  const min = level(numberField(source, 'toc_min_heading_level')) ?? 2;
  const max = Math.max(min, level(numberField(source, 'toc_max_heading_level')) ?? 3);
  return toc.filter((entry) => entry.depth >= min && entry.depth <= max);
}

function level(value: number | undefined): number | undefined {
  return value !== undefined && Number.isInteger(value) && value >= 2 && value <= 6 ? value : undefined;
}

/** A site path (`/img/card.png`) on the site's own URL; a full URL stays as written. */
export function absoluteUrl(image: string, siteUrl: string): string {
  return new URL(image, siteUrl).href;
}

/** Which parts of `last_update` a page shows: Docusaurus' `showLastUpdateTime` and `showLastUpdateAuthor`. */
export interface LastUpdateShown {
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
}

/**
 * Front matter `last_update: {date, author}`, each part only where the site shows it, as Docusaurus does; a part
 * the front matter lacks is the file's last commit's (`committed`). The theme shows the date in the page's locale.
 */
export function lastUpdateOf(
  value: unknown,
  shown: LastUpdateShown,
  committed: LastUpdateData = {},
): LastUpdateData | undefined {
  const written = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const date = written.date ?? committed.date;
  const author = written.author ?? committed.author;
  const parsed = date instanceof Date ? date : typeof date === 'string' ? new Date(date) : undefined;
  const valid = shown.showLastUpdateTime && parsed && !Number.isNaN(parsed.getTime()) ? parsed : undefined;
  const by =
    shown.showLastUpdateAuthor && typeof author === 'string' && author.trim() !== '' ? author : undefined;
  if (!valid && !by) return undefined;
  return {
    ...(valid ? { date: valid.toISOString() } : {}),
    ...(by ? { author: by } : {}),
  };
}
