import { contentTitle } from '../transform/content-title.ts';
import type { SourceFile } from '../../core/site/model.ts';

/** Typed reads of optional front matter fields; a value of the wrong type counts as absent. */
export function stringField(source: SourceFile, key: string): string | undefined {
  const value = source.frontMatter[key];
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function numberField(source: SourceFile, key: string): number | undefined {
  const value = source.frontMatter[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function booleanField(source: SourceFile, key: string): boolean {
  return source.frontMatter[key] === true;
}

export function stringListField(source: SourceFile, key: string): string[] {
  const value = source.frontMatter[key];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Title from front matter, else the page's own `# Title` (see `contentTitle`), else the fallback. */
export function titleOf(source: SourceFile, fallback: string): string {
  return stringField(source, 'title') || (contentTitle(source.body) ?? fallback);
}

/** A string, or `null` when the front matter says `null` on purpose (`pagination_next: null`); else absent. */
export function nullableStringField(source: SourceFile, key: string): string | null | undefined {
  return source.frontMatter[key] === null ? null : stringField(source, key);
}
