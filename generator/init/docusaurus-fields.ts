/** Reading fields of an evaluated Docusaurus configuration, which is plain JavaScript data of any shape. */

export type Fields = Record<string, unknown>;

export function fieldsOf(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
}

export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function booleanOf(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

export function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function isAbsoluteUrl(value: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(value);
}

/** A Docusaurus path relative to `static/` or the base URL (`img/logo.svg`, `/blog`) as a docgen site path. */
export function sitePathOf(value: string): string {
  return value.startsWith('/') ? value : `/${value}`;
}

/** Where the notes about what is not carried over are collected. */
export type Notes = string[];
