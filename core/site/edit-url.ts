/**
 * "Edit this page" links as Docusaurus' docs and blog plugins build them: a base URL followed by the path of the
 * page's source file relative to the site root, or whatever the site's own function returns.
 */

/** What a docs `editUrl` function is given, named as Docusaurus names it. */
export interface DocEditUrlParams {
  /** `current` for the unreleased docs, else the version's name in `versions.json`. */
  version: string;
  /** The version's docs folder relative to the site root (`content/versioned_docs/version-1.0.0`). */
  versionDocsDirPath: string;
  /** The doc's file relative to the folder it was read from (its version's, or its translation's). */
  docPath: string;
  permalink: string;
  locale: string;
}

/** What a blog `editUrl` function is given, named as Docusaurus names it. */
interface BlogEditUrlParams {
  /** The folder the post was read from, relative to the site root (`content/blog`, or its translation's). */
  blogDirPath: string;
  /** The post's file relative to that folder. */
  blogPath: string;
  permalink: string;
  locale: string;
}

export type DocEditUrlFunction = (params: DocEditUrlParams) => string | undefined;
export type BlogEditUrlFunction = (params: BlogEditUrlParams) => string | undefined;

/** `base` and path segments joined by one slash each, as Docusaurus' `normalizeUrl` joins them. */
export function joinEditUrl(base: string, ...segments: string[]): string {
  let end = base.length;
  while (end > 0 && base[end - 1] === '/') end -= 1;
  const parts = segments.flatMap((segment) => segment.split('/')).filter((part) => part !== '');
  return [base.slice(0, end), ...parts].join('/');
}

/**
 * Front matter `custom_edit_url`: a URL replaces the computed one, `null` removes the link, anything else
 * (absent) leaves the computed one.
 */
export function customEditUrl(frontMatter: Record<string, unknown>): string | null | undefined {
  const value = frontMatter.custom_edit_url;
  return typeof value === 'string' || value === null ? value : undefined;
}
