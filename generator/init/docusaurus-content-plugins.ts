/**
 * The options of a Docusaurus site's docs and blog plugins (the classic preset's, and further docs plugins) as
 * `docs` and `blog` in site.config.ts; what docgen has no place for is named in the notes.
 */
import { posix } from 'node:path';
import type { SiteConfigInput } from '../../core/config/schema.ts';
import { booleanOf, fieldsOf, listOf, stringOf, type Fields, type Notes } from './docusaurus-fields.ts';
import { docsInstancesOf } from './docusaurus-instances.ts';
import { writableEditUrl } from './edit-url-function.ts';

/** The options of the classic preset's docs and blog plugins that docgen has, or that the copy takes care of. */
const MARKDOWN_PLUGIN_OPTIONS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
];
/** The edit link and "Last updated" options of both plugins (see `pageFooterFrom`). */
const PAGE_FOOTER_OPTIONS = ['editUrl', 'editLocalizedFiles', 'showLastUpdateTime', 'showLastUpdateAuthor'];
const DOCS_OPTIONS_TAKEN = [
  ...['path', 'routeBasePath', 'sidebarPath', 'sidebarCollapsible', 'breadcrumbs'],
  ...PAGE_FOOTER_OPTIONS,
  'editCurrentVersion',
  ...['includeCurrentVersion', 'lastVersion', 'onlyIncludeVersions', 'versions'],
  ...MARKDOWN_PLUGIN_OPTIONS,
];
/** The options of another docs instance's plugin taken over (the others are named in the notes). */
const INSTANCE_OPTIONS_TAKEN = [
  ...['id', 'path', 'routeBasePath', 'sidebarPath'],
  ...['includeCurrentVersion', 'lastVersion', 'onlyIncludeVersions', 'versions'],
];
const BLOG_OPTIONS_TAKEN = [
  ...['path', 'routeBasePath', 'blogTitle', 'blogSidebarTitle', 'postsPerPage', 'showReadingTime'],
  ...PAGE_FOOTER_OPTIONS,
  ...MARKDOWN_PLUGIN_OPTIONS,
];

function unknownOptionNotes(plugin: string, options: Fields, taken: string[], notes: Notes): void {
  for (const key of Object.keys(options)) {
    if (!taken.includes(key)) notes.push(`${plugin} option \`${key}\``);
  }
}

/**
 * The docs' or the blog's edit link and "Last updated" options, as they are: the copied files keep their place
 * under `content/`, so a base URL leads to them there. A function is written out when it only appends the file's
 * path to a base URL (`writableEditUrl`); another cannot be written into site.config.ts from its evaluated value
 * (it may close over the config's imports): it is named in the notes, to be written by hand.
 */
function pageFooterFrom(plugin: 'docs' | 'blog', options: Fields, notes: Notes) {
  const editUrl = editUrlFrom(plugin, options, notes);
  return {
    ...(editUrl ? { editUrl } : {}),
    ...booleanOptions(options, ['editLocalizedFiles', 'showLastUpdateTime', 'showLastUpdateAuthor']),
  };
}

function editUrlFrom(plugin: 'docs' | 'blog', options: Fields, notes: Notes) {
  const { editUrl } = options;
  if (typeof editUrl !== 'function') return stringOf(editUrl);
  // The folder Docusaurus gives the function (relative to the site's folder, as its `path` option names it).
  const contentPath = posix.normalize(stringOf(options.path) ?? plugin).replace(/\/$/, '');
  const written = writableEditUrl(plugin, editUrl as (params: never) => unknown, contentPath);
  if (!written) {
    notes.push(
      `${plugin} option \`editUrl\` is a function: write it in site.config.ts (its paths are under content/)`,
    );
  }
  return written;
}

/** The options of `keys` set to a boolean, as they are. */
function booleanOptions<K extends string>(options: Fields, keys: readonly K[]): Partial<Record<K, boolean>> {
  const set = keys.flatMap((key) => {
    const value = booleanOf(options[key]);
    return value === undefined ? [] : [[key, value] as const];
  });
  return Object.fromEntries(set) as Partial<Record<K, boolean>>;
}

function routeBaseNote(plugin: string, options: Fields, expected: string, notes: Notes): void {
  const base = stringOf(options.routeBasePath);
  if (base !== undefined && base.replace(/^\/|\/$/g, '') !== expected) {
    notes.push(`${plugin} routeBasePath "${base}": docgen serves it under /${expected}`);
  }
}

/** The docs' route base as docgen writes it: `'docs'`, `'guides/api'`, `'/'` for the site's root. */
function routeBaseOf(options: Fields): string | undefined {
  if (typeof options.routeBasePath !== 'string') return undefined;
  const base = options.routeBasePath.split('/').filter(Boolean).join('/');
  return base === '' ? '/' : base;
}

type DocsInstanceInput = NonNullable<NonNullable<SiteConfigInput['docs']>['instances']>[number];

/** The versions Docusaurus builds: `includeCurrentVersion` (written out, its default differs), `lastVersion`, … */
function versionOptions(
  options: Fields,
  notes: Notes,
): Omit<DocsInstanceInput, 'id' | 'path' | 'routeBasePath'> {
  const lastVersion = stringOf(options.lastVersion);
  const only = listOf(options.onlyIncludeVersions).filter((name): name is string => typeof name === 'string');
  const versions = versionSettingsFrom(fieldsOf(options.versions), notes);
  return {
    includeCurrentVersion: booleanOf(options.includeCurrentVersion) ?? true,
    ...(lastVersion ? { lastVersion } : {}),
    ...(only.length > 0 ? { onlyIncludeVersions: only } : {}),
    ...(Object.keys(versions).length > 0 ? { versions } : {}),
  };
}

type VersionSettings = NonNullable<DocsInstanceInput['versions']>[string];
const BANNERS: readonly unknown[] = ['none', 'unreleased', 'unmaintained'];

/** The docs plugin's `versions`: each version's label, badge and banner; its other settings are named in the notes. */
function versionSettingsFrom(versions: Fields, notes: Notes): Record<string, VersionSettings> {
  const entries = Object.entries(versions).map(([name, value]) => {
    const { label, badge, banner, ...rest } = fieldsOf(value);
    for (const key of Object.keys(rest)) notes.push(`docs option \`versions.${name}.${key}\``);
    const settings: VersionSettings = {
      ...(stringOf(label) ? { label: stringOf(label) } : {}),
      ...(typeof badge === 'boolean' ? { badge } : {}),
      ...(BANNERS.includes(banner) ? { banner: banner as VersionSettings['banner'] } : {}),
    };
    return [name, settings] as const;
  });
  return Object.fromEntries(entries.filter(([, settings]) => Object.keys(settings).length > 0));
}

/**
 * The site's other docs plugins as `docs.instances`: each one's folder is copied to `content/<id>` (so `path`
 * keeps its default), with its route and the versions it builds.
 */
function instancesFrom(
  source: Fields,
  notes: Notes,
): Pick<NonNullable<SiteConfigInput['docs']>, 'instances'> {
  const instances = docsInstancesOf(source).map(({ id, options }): DocsInstanceInput => {
    unknownOptionNotes(`docs plugin "${id}"`, options, INSTANCE_OPTIONS_TAKEN, notes);
    const routeBasePath = routeBaseOf(options) ?? 'docs';
    return { id, ...(routeBasePath === id ? {} : { routeBasePath }), ...versionOptions(options, notes) };
  });
  return instances.length > 0 ? { instances } : {};
}

export function docsFrom(source: Fields, options: Fields, notes: Notes): SiteConfigInput['docs'] {
  unknownOptionNotes('docs', options, DOCS_OPTIONS_TAKEN, notes);
  const routeBasePath = routeBaseOf(options);
  const collapsible = booleanOf(options.sidebarCollapsible);
  const breadcrumbs = booleanOf(options.breadcrumbs);
  // Docusaurus 3.9 moved the option to `markdown.hooks`; both places are read.
  const brokenLinks =
    source.onBrokenMarkdownLinks ?? fieldsOf(fieldsOf(source.markdown).hooks).onBrokenMarkdownLinks;
  return {
    ...(routeBasePath === undefined || routeBasePath === 'docs' ? {} : { routeBasePath }),
    ...versionOptions(options, notes),
    ...(collapsible === undefined ? {} : { sidebarCollapsible: collapsible }),
    ...(breadcrumbs === undefined ? {} : { breadcrumbs }),
    ...pageFooterFrom('docs', options, notes),
    ...booleanOptions(options, ['editCurrentVersion']),
    // Docusaurus only warns by default, docgen fails: a site that chose either keeps its choice.
    ...(brokenLinks === 'throw' || brokenLinks === 'warn' ? { onBrokenMarkdownLinks: brokenLinks } : {}),
    ...(source.onBrokenAnchors === 'throw' ? { onBrokenAnchors: 'throw' as const } : {}),
    ...instancesFrom(source, notes),
  };
}

export function blogFrom(options: Fields, notes: Notes): SiteConfigInput['blog'] {
  unknownOptionNotes('blog', options, BLOG_OPTIONS_TAKEN, notes);
  routeBaseNote('blog', options, 'blog', notes);
  const postsPerPage = options.postsPerPage;
  if (postsPerPage !== undefined && typeof postsPerPage !== 'number') {
    notes.push(`blog postsPerPage ${JSON.stringify(postsPerPage)}: docgen takes a number (default 10)`);
  }
  const title = stringOf(options.blogTitle);
  const sidebarTitle = stringOf(options.blogSidebarTitle);
  const showReadingTime = booleanOf(options.showReadingTime);
  return {
    ...(title ? { title } : {}),
    ...(sidebarTitle ? { sidebarTitle } : {}),
    ...(showReadingTime === undefined ? {} : { showReadingTime }),
    ...(typeof postsPerPage === 'number' ? { postsPerPage } : {}),
    ...pageFooterFrom('blog', options, notes),
  };
}
