import kebabCase from 'lodash-es/kebabCase.js';
import type { SiteConfigInput } from '../../core/config/schema.ts';
import {
  booleanOf,
  fieldsOf,
  isAbsoluteUrl,
  isPlainData,
  listOf,
  sitePathOf,
  stringOf,
  type Fields,
  type Notes,
} from './docusaurus-fields.ts';
import { docsInstanceOptions, docsInstancesOf } from './docusaurus-instances.ts';
import { footerFrom, navbarFrom, type DocRoutes } from './docusaurus-navbar.ts';
import { writableEditUrl } from './edit-url-function.ts';
import type { WrittenConfig } from './write-site-config.ts';

const EN_ONLY: SiteConfigInput['i18n'] = {
  defaultLocale: 'en',
  locales: ['en'],
  localeConfigs: { en: { label: 'English', direction: 'ltr', calendar: 'gregory' } },
};

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

/** The `docusaurus.config` keys read here (or, for the presets, plugins and themes, listed in the notes). */
const TOP_LEVEL_TAKEN = [
  ...['title', 'tagline', 'url', 'baseUrl', 'favicon', 'trailingSlash', 'i18n', 'themeConfig', 'presets'],
  ...['plugins', 'themes', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'organizationName', 'projectName'],
  ...['onBrokenLinks', 'onDuplicateRoutes', 'future', 'markdown', 'customFields'],
];

const THEME_CONFIG_TAKEN = ['navbar', 'footer', 'colorMode', 'announcementBar'];

export interface ConvertedConfig {
  config: WrittenConfig;
  notes: Notes;
}

/** The classic preset's options (`['classic', {...}]` or `['@docusaurus/preset-classic', {...}]`). */
export function classicPresetOptions(source: Fields): Fields {
  for (const preset of listOf(source.presets)) {
    const [name, options] = Array.isArray(preset) ? preset : [preset];
    if (name === 'classic' || name === '@docusaurus/preset-classic') return fieldsOf(options);
  }
  return {};
}

function nameOf(entry: unknown): string {
  const first: unknown = Array.isArray(entry) ? entry[0] : entry;
  return typeof first === 'string'
    ? first
    : typeof first === 'function'
      ? `${first.name || 'a'} function`
      : 'an object';
}

function extensionNotes(source: Fields, notes: Notes): void {
  for (const preset of listOf(source.presets)) {
    const name = nameOf(preset);
    if (name !== 'classic' && name !== '@docusaurus/preset-classic') notes.push(`preset ${name}`);
  }
  for (const plugin of listOf(source.plugins))
    if (!docsInstanceOptions(plugin)) notes.push(`plugin ${nameOf(plugin)}`);
  for (const theme of listOf(source.themes)) notes.push(`theme ${nameOf(theme)}`);
  for (const key of Object.keys(source)) {
    if (!TOP_LEVEL_TAKEN.includes(key)) notes.push(`docusaurus.config key \`${key}\``);
  }
}

/** A stylesheet docgen bundles: CSS (Sass and the like need the Docusaurus plugin that compiled them). */
const PLAIN_CSS = /\.css$/i;

/**
 * The classic theme's `customCss` (one path or a list, relative or resolved) as `theme.customCss`, each named from
 * the site's folder as Docusaurus finds it; and Algolia's search page, which docgen builds with its own search.
 */
function themeFrom(
  themeConfig: Fields,
  classicTheme: Fields,
  source: SourceSite,
  notes: Notes,
): SiteConfigInput['theme'] {
  const css = classicTheme.customCss;
  const customCss: string[] = [];
  for (const file of Array.isArray(css) ? css : css === undefined ? [] : [css]) {
    const path = typeof file === 'string' ? source.relativePath(file) : String(file);
    if (!PLAIN_CSS.test(path) || path.startsWith('/') || path.startsWith('..'))
      notes.push(`custom CSS ${path}: not applied: docgen bundles CSS files of the site's folder`);
    else customCss.push(path);
  }
  const algolia = themeConfig.algolia === undefined ? undefined : fieldsOf(themeConfig.algolia);
  const searchPage = algolia?.searchPagePath === undefined ? 'search' : stringOf(algolia.searchPagePath);
  return {
    ...(customCss.length > 0 ? { customCss } : {}),
    ...(algolia && searchPage ? { searchPagePath: searchPage.split('/').filter(Boolean).join('/') } : {}),
  };
}

/** The theme options docgen's theme has no use for: Prism, metadata, Algolia's own settings, … */
function themeConfigNotes(themeConfig: Fields, notes: Notes): void {
  for (const key of Object.keys(themeConfig)) {
    if (!THEME_CONFIG_TAKEN.includes(key)) notes.push(`themeConfig.${key}`);
  }
}

/** The site's locales and each one's settings, as Docusaurus has them (its `i18n/` folder is copied too). */
function i18nFrom(source: Fields, notes: Notes): SiteConfigInput['i18n'] {
  const i18n = fieldsOf(source.i18n);
  const defaultLocale = stringOf(i18n.defaultLocale) ?? 'en';
  const locales = listOf(i18n.locales).filter((locale): locale is string => typeof locale === 'string');
  const configs = fieldsOf(i18n.localeConfigs);
  const localeConfigs = Object.fromEntries(
    Object.entries(configs).map(([locale, value]) => {
      const fields = fieldsOf(value);
      const taken = ['label', 'direction', 'htmlLang', 'calendar', 'path'];
      for (const key of Object.keys(fields))
        if (!taken.includes(key)) notes.push(`i18n.localeConfigs.${locale}.${key}`);
      return [
        locale,
        Object.fromEntries(taken.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]])),
      ];
    }),
  );
  return {
    defaultLocale,
    locales: locales.length > 0 ? locales : [defaultLocale],
    ...(Object.keys(localeConfigs).length > 0 ? { localeConfigs } : {}),
  };
}

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
  const editUrl = editUrlFrom(plugin, options.editUrl, notes);
  return {
    ...(editUrl ? { editUrl } : {}),
    ...booleanOptions(options, ['editLocalizedFiles', 'showLastUpdateTime', 'showLastUpdateAuthor']),
  };
}

function editUrlFrom(plugin: 'docs' | 'blog', editUrl: unknown, notes: Notes) {
  if (typeof editUrl !== 'function') return stringOf(editUrl);
  const written = writableEditUrl(plugin, editUrl as (params: never) => unknown);
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

function docsFrom(source: Fields, options: Fields, notes: Notes): SiteConfigInput['docs'] {
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

function blogFrom(options: Fields, notes: Notes): SiteConfigInput['blog'] {
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

/** The site's own data its components read (`siteConfig.customFields`), each field that is plain data. */
function customFieldsFrom(source: Fields, notes: Notes): Pick<SiteConfigInput, 'customFields'> {
  const fields = Object.entries(fieldsOf(source.customFields));
  for (const [key, value] of fields) {
    if (!isPlainData(value)) notes.push(`customFields.${key}: not plain data; write it in site.config.ts`);
  }
  const carried = fields.filter(([, value]) => isPlainData(value));
  return carried.length > 0
    ? { customFields: Object.fromEntries(carried) as SiteConfigInput['customFields'] }
    : {};
}

function colorModeFrom(themeConfig: Fields): SiteConfigInput['colorMode'] {
  const colorMode = fieldsOf(themeConfig.colorMode);
  const defaultMode = colorMode.defaultMode === 'dark' ? 'dark' : 'light';
  return {
    defaultMode,
    disableSwitch: colorMode.disableSwitch === true,
    respectPrefersColorScheme: colorMode.respectPrefersColorScheme === true,
  };
}

function announcementBarFrom(themeConfig: Fields): Pick<SiteConfigInput, 'announcementBar'> {
  const bar = fieldsOf(themeConfig.announcementBar);
  const content = stringOf(bar.content);
  if (!content) return {};
  const backgroundColor = stringOf(bar.backgroundColor);
  const textColor = stringOf(bar.textColor);
  return {
    announcementBar: {
      id: stringOf(bar.id) ?? 'announcement-bar',
      content,
      isCloseable: bar.isCloseable !== false,
      ...(backgroundColor ? { backgroundColor } : {}),
      ...(textColor ? { textColor } : {}),
    },
  };
}

function urlFrom(source: Fields, notes: Notes): string {
  const url = stringOf(source.url);
  if (url && isAbsoluteUrl(url)) return url;
  notes.push('url: none given; https://example.com written instead');
  return 'https://example.com';
}

function baseNotes(source: Fields, notes: Notes): void {
  const baseUrl = stringOf(source.baseUrl) ?? '/';
  if (baseUrl !== '/') notes.push(`baseUrl "${baseUrl}": docgen serves sites from "/"`);
  if (source.trailingSlash === true) notes.push('trailingSlash: true: docgen routes are clean paths');
  if (source.onBrokenLinks === 'warn' || source.onBrokenLinks === 'ignore' || source.onBrokenLinks === 'log')
    notes.push(`onBrokenLinks: '${source.onBrokenLinks}': docgen fails the build on a broken link`);
}

function faviconFrom(source: Fields, notes: Notes): Pick<SiteConfigInput, 'favicon'> {
  const favicon = stringOf(source.favicon);
  if (!favicon) return {};
  if (!isAbsoluteUrl(favicon)) return { favicon: sitePathOf(favicon) };
  notes.push(`favicon ${favicon}: docgen takes a path of the site`);
  return {};
}

/** The organisation id the site's readers belong to: the title as a slug. */
function orgIdOf(title: string): string {
  return kebabCase(title) || 'docs';
}

/** The `docs` options alone (the routes the navbar links to depend on them). */
export function docsConfigFrom(value: unknown): SiteConfigInput['docs'] {
  const source = fieldsOf(value);
  return docsFrom(source, fieldsOf(classicPresetOptions(source).docs), []);
}

/** The Docusaurus site's folder, as the conversion needs it. */
export interface SourceSite {
  /** A path the config names, relative to the site's folder (as Docusaurus resolves it) or as written. */
  relativePath(path: string): string;
}

/** docgen's site configuration from an evaluated `docusaurus.config`, with a note for each thing left behind. */
export function siteConfigFromDocusaurus(
  value: unknown,
  routes: DocRoutes,
  site: SourceSite,
): ConvertedConfig {
  const notes: Notes = [];
  const source = fieldsOf(value);
  const themeConfig = fieldsOf(source.themeConfig);
  const classic = classicPresetOptions(source);
  const title = stringOf(source.title) ?? 'Documentation';
  const url = urlFrom(source, notes);
  const links = { ...routes, siteUrl: url };
  baseNotes(source, notes);
  extensionNotes(source, notes);
  const config: SiteConfigInput = {
    title,
    tagline: stringOf(source.tagline) ?? title,
    productName: title,
    url,
    baseUrl: '/',
    trailingSlash: false,
    ...faviconFrom(source, notes),
    i18n: i18nFrom(source, notes),
    colorMode: colorModeFrom(themeConfig),
    navbar: navbarFrom(themeConfig, title, links, notes),
    footer: footerFrom(themeConfig, links, notes),
    ...announcementBarFrom(themeConfig),
    ...customFieldsFrom(source, notes),
    docs: docsFrom(source, fieldsOf(classic.docs), notes),
    blog: blogFrom(fieldsOf(classic.blog), notes),
    signIn: { orgID: orgIdOf(title), forceLogin: true },
  };
  const theme = themeFrom(themeConfig, fieldsOf(classic.theme), site, notes);
  themeConfigNotes(themeConfig, notes);
  return { config: Object.keys(theme ?? {}).length > 0 ? { ...config, theme } : config, notes };
}

/** The configuration written when `docusaurus.config` cannot be evaluated: every value is a placeholder. */
export function placeholderConfig(): SiteConfigInput {
  return {
    title: 'Documentation',
    tagline: 'Documentation',
    productName: 'Documentation',
    url: 'https://example.com',
    baseUrl: '/',
    trailingSlash: false,
    i18n: EN_ONLY,
    navbar: {
      title: 'Documentation',
      items: [
        { type: 'default', label: 'Docs', to: '/docs', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'colorModeToggle', position: 'right' },
        { type: 'signIn', position: 'right' },
      ],
    },
    footer: { links: [], copyright: '' },
    signIn: { orgID: 'docs', forceLogin: true },
  };
}
