import { createHash } from 'node:crypto';
import type { EmbeddedPageData, PageData, SiteData } from '../../core/site/page-data.ts';
import { OTHER_PAGE_VIEWS } from '../../theme/layout/other-page-views.ts';

/** Client bundle files the shell links (from the bundle stage's manifest). */
export interface ClientAssets {
  entry: string;
  css: string[];
  preload: string[];
  /** The chunk of `OTHER_PAGE_VIEWS` and what it imports, which the client loads before hydrating such a page. */
  otherPageViews: string[];
}

/**
 * Applies the reader's saved colour mode before first paint, so a dark-mode reader never sees a light flash.
 * Without a saved choice the page keeps the site's `colorMode.defaultMode`, written into `<html data-theme>`;
 * the system preference is deliberately not followed.
 */
export const COLOR_MODE_SCRIPT =
  "(function(){try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light')document.documentElement.setAttribute('data-theme',t)}catch(e){}})();";

/** For the Content-Security-Policy: the only inline script the pages carry. */
export const COLOR_MODE_SCRIPT_HASH = `sha256-${createHash('sha256').update(COLOR_MODE_SCRIPT).digest('base64')}`;

const SITE_DATA_ID = '__DOCGEN_SITE__';
export const PAGE_DATA_ID = '__DOCGEN_PAGE__';
export const ROOT_ID = '__docgen';

export interface ShellParams {
  site: SiteData;
  page: PageData;
  body: string;
  assets: ClientAssets;
  lang: string;
  dir: string;
}

/** The complete HTML document of one route around the server-rendered React body. */
export function htmlShell({ site, page, body, assets, lang, dir }: ShellParams): string {
  const title = page.kind === 'home' ? site.title : `${page.title} | ${site.title}`;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="generator" content="docgen">`,
    `<title>${escapeHtml(title)}</title>`,
    page.description ? `<meta name="description" content="${escapeHtml(page.description)}">` : '',
    page.keywords ? `<meta name="keywords" content="${escapeHtml(page.keywords.join(','))}">` : '',
    page.image ? `<meta property="og:image" content="${escapeHtml(page.image)}">` : '',
    page.image ? `<meta name="twitter:image" content="${escapeHtml(page.image)}">` : '',
    page.kind === 'redirect' ? `<meta http-equiv="refresh" content="0; url=${escapeHtml(page.to)}">` : '',
    page.kind === 'redirect' ? `<link rel="canonical" href="${escapeHtml(page.to)}">` : '',
    site.favicon ? `<link rel="icon" href="${escapeHtml(site.favicon)}">` : '',
    ...alternateLinks(site, page),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...modulePreloads(assets, page).map((href) => `<link rel="modulepreload" href="${href}">`),
    sidebarPreload(page),
    `<script>${COLOR_MODE_SCRIPT}</script>`,
  ].filter(Boolean);
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}" data-theme="${site.colorMode.defaultMode}">`,
    `<head>${head.join('')}</head>`,
    `<body><div id="${ROOT_ID}">${body}</div>`,
    jsonScript(SITE_DATA_ID, site),
    jsonScript(PAGE_DATA_ID, embeddedPageData(page)),
    `<script type="module" src="${assets.entry}"></script>`,
    '</body></html>',
  ].join('');
}

/** The page in each locale, for search engines, as Docusaurus writes them: every locale, then `x-default`. */
function alternateLinks(site: SiteData, page: PageData): string[] {
  const alternates = page.alternates ?? [];
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" href="${escapeHtml(new URL(href, site.url).href)}" hreflang="${escapeHtml(hreflang)}">`;
  const lang = (locale: string) => site.locales.find((l) => l.locale === locale)?.htmlLang ?? locale;
  const original = alternates.find((alternate) =>
    site.locales.some((l) => l.isDefault && l.locale === alternate.locale),
  );
  return [
    ...alternates.map((alternate) => link(lang(alternate.locale), alternate.href)),
    ...(original ? [link('x-default', original.href)] : []),
  ];
}

/** The entry's imports, and on a page whose view is not in the entry, that view's chunk (no wait for it then). */
function modulePreloads(assets: ClientAssets, page: PageData): string[] {
  return Object.hasOwn(OTHER_PAGE_VIEWS, page.kind)
    ? [...assets.preload, ...assets.otherPageViews]
    : assets.preload;
}

/**
 * The client hydrates a doc page once it has the page's sidebar file (see `DocPageData.sidebar`): fetched while
 * the bundle loads, as the client's `fetch` asks for it (same-origin credentials), so the fetch takes this answer.
 */
function sidebarPreload(page: PageData): string {
  if (page.kind !== 'doc' || page.sidebarUrl === '') return '';
  return `<link rel="preload" href="${escapeHtml(page.sidebarUrl)}" as="fetch" crossorigin="anonymous">`;
}

/**
 * What the page embeds of its data: all but the rendered markdown, which the body already carries (marked by the
 * theme's `Markdown`) and the client reads back from there before hydrating, and a doc's sidebar (in its file).
 */
function embeddedPageData(page: PageData): EmbeddedPageData {
  switch (page.kind) {
    case 'doc':
      return withoutKey(withoutKey(page, 'html'), 'sidebar');
    case 'blogPost':
    case 'markdown':
    case 'home':
      return withoutKey(page, 'html');
    case 'blogList':
      return { ...page, posts: page.posts.map((post) => withoutKey(post, 'excerptHtml')) };
    default:
      return page;
  }
}

/** `Omit` applied to each member of a union, so a page kind stays tied to its fields. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

function withoutKey<T extends object, K extends keyof T>(value: T, key: K): OmitEach<T, K> {
  const copy: Partial<T> = { ...value };
  delete copy[key];
  return copy as OmitEach<T, K>;
}

function jsonScript(id: string, value: unknown): string {
  // `<` is escaped so page text can never close the script element.
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
