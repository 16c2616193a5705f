import kebabCase from 'lodash-es/kebabCase.js';
import type { SiteConfigInput } from '../../core/config/schema.ts';
import {
  fieldsOf,
  isAbsoluteUrl,
  isPlainData,
  listOf,
  sitePathOf,
  stringOf,
  type Fields,
  type Notes,
} from './docusaurus-fields.ts';
import { docsInstanceOptions } from './docusaurus-instances.ts';
import { footerFrom, navbarFrom, type DocRoutes } from './docusaurus-navbar.ts';
import { blogFrom, docsFrom } from './docusaurus-content-plugins.ts';
import type { WrittenConfig } from './write-site-config.ts';

const EN_ONLY: SiteConfigInput['i18n'] = {
  defaultLocale: 'en',
  locales: ['en'],
  localeConfigs: { en: { label: 'English', direction: 'ltr', calendar: 'gregory' } },
};

/** The `docusaurus.config` keys read here (or, for the presets, plugins and themes, listed in the notes). */
const TOP_LEVEL_TAKEN = [
  ...['title', 'tagline', 'url', 'baseUrl', 'favicon', 'trailingSlash', 'i18n', 'themeConfig', 'presets'],
  ...['plugins', 'themes', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'organizationName', 'projectName'],
  ...['onBrokenLinks', 'onDuplicateRoutes', 'future', 'markdown', 'customFields'],
];

const THEME_CONFIG_TAKEN = ['navbar', 'footer', 'colorMode', 'announcementBar'];

/** The classic preset's options for its plugins that docgen takes (`pages`: its remark and rehype plugins). */
const CLASSIC_OPTIONS_TAKEN = ['docs', 'blog', 'theme', 'pages'];

export interface ConvertedConfig {
  config: WrittenConfig;
  notes: Notes;
}

const CLASSIC_NAMES = ['classic', '@docusaurus/preset-classic'];
/** The classic preset's options that say what it builds: a preset given any of them passes them on to it. */
const CLASSIC_CONTENT_OPTIONS = ['docs', 'blog', 'pages', 'theme'];

/**
 * The classic preset's options (`['classic', {...}]` or `['@docusaurus/preset-classic', {...}]`); without it, those
 * of a preset that wraps it (Meta's `docusaurus-plugin-internaldocs-fb/docusaurus-preset` adds its plugins and
 * passes `docs`, `blog` and `theme` on to the classic preset), known by those options.
 */
export function classicPresetOptions(source: Fields): Fields {
  const presets = listOf(source.presets).map((preset) => (Array.isArray(preset) ? preset : [preset]));
  const classic = presets.find(([name]) => CLASSIC_NAMES.includes(String(name)));
  const wrapping = presets.find(([, options]) => wrapsClassic(fieldsOf(options)));
  return fieldsOf((classic ?? wrapping)?.[1]);
}

function wrapsClassic(options: Fields): boolean {
  return Object.keys(options).some((key) => CLASSIC_CONTENT_OPTIONS.includes(key));
}

function nameOf(entry: unknown): string {
  const first: unknown = Array.isArray(entry) ? entry[0] : entry;
  // A package's file given by `require.resolve` is named by its package path.
  return typeof first === 'string'
    ? first.replace(/^.*[/\\]node_modules[/\\]/, '')
    : typeof first === 'function'
      ? `${first.name || 'a'} function`
      : 'an object';
}

function extensionNotes(source: Fields, notes: Notes): void {
  for (const preset of listOf(source.presets)) {
    const name = nameOf(preset);
    if (CLASSIC_NAMES.includes(name)) continue;
    const options = Array.isArray(preset) ? fieldsOf(preset[1]) : {};
    // Its own options (and the plugins it adds) are not carried over; those of the classic preset are.
    notes.push(
      wrapsClassic(options) ? `preset ${name}: read as the classic preset it wraps` : `preset ${name}`,
    );
  }
  for (const plugin of listOf(source.plugins))
    if (!docsInstanceOptions(plugin)) notes.push(`plugin ${nameOf(plugin)}`);
  for (const theme of listOf(source.themes)) notes.push(`theme ${nameOf(theme)}`);
  // Its other plugins (sitemap, gtag, Google Tag Manager, …) run only inside Docusaurus.
  for (const key of Object.keys(classicPresetOptions(source))) {
    if (!CLASSIC_OPTIONS_TAKEN.includes(key)) notes.push(`classic preset option \`${key}\``);
  }
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
    ...markdownFormatFrom(source, notes),
  };
  const theme = themeFrom(themeConfig, fieldsOf(classic.theme), site, notes);
  themeConfigNotes(themeConfig, notes);
  return { config: Object.keys(theme ?? {}).length > 0 ? { ...config, theme } : config, notes };
}

/**
 * `markdown.format`: Docusaurus' default `'mdx'` is docgen's; `'detect'` (`.md` files are CommonMark) is kept;
 * `'md'` (every file CommonMark) becomes `'detect'`, as docgen reads `.mdx` files as MDX.
 */
function markdownFormatFrom(source: Fields, notes: Notes): Pick<SiteConfigInput, 'markdown'> {
  const format = fieldsOf(source.markdown).format;
  if (format === 'md') notes.push("markdown.format 'md': written 'detect', `.mdx` files are read as MDX");
  return format === 'detect' || format === 'md' ? { markdown: { format: 'detect' } } : {};
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
