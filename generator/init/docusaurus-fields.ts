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

/** Whether `value` can be written into site.config.ts as it is: JSON's kinds of value, no functions or classes. */
export function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every(isPlainData);
}

/** Where the notes about what is not carried over are collected. */
export type Notes = string[];
