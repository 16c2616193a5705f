import type { LocalizedPrivatePath } from '../access/locale-rules.ts';
import type { SiteLocale } from '../i18n/site-locales.ts';
import type { Author, VersionBanner } from './model.ts';

/**
 * What the theme needs to render any route. The generator embeds `SiteData` and the route's `PageData` (without
 * its content, see `EmbeddedPageData`) in every HTML page, which is also what the client router fetches, so server
 * render and client render use the same props.
 */

export interface SiteData {
  title: string;
  /** The site's address (`config.url`), for the absolute links search engines ask for (`hreflang`). */
  url: string;
  tagline: string;
  productName: string;
  frameworkVersion: string;
  favicon?: string;
  navbar: {
    title: string;
    logo?: { alt: string; src: string };
    hideOnScroll: boolean;
    items: NavbarItemData[];
  };
  footer: { style: 'light' | 'dark'; links: { label: string; href: string }[]; copyright: string };
  announcementBar?: {
    id: string;
    content: string;
    isCloseable: boolean;
    backgroundColor?: string;
    textColor?: string;
  };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean };
  docs: { pluginId: string; sidebarCollapsible: boolean; breadcrumbs: boolean };
  /** Newest first. */
  versions: VersionData[];
  /** Version links of the navbar's links into the latest docs, by `to` ("Documentation" follows the preferred version). */
  navbarVersionLinks: Record<string, VersionLinks>;
  /** The public part of `signIn` (no registration policy, no secrets); absent when the site has no sign-in. */
  signIn?: SignInSiteData;
  /** Pages are served as markdown too (`ai.markdown`): doc pages offer "Copy page as Markdown". */
  pageMarkdown?: true;
  /**
   * The locale this copy of the site is in: every page of `/<path>/…` carries its locale's site data (its
   * navbar and footer labels are translated), so the theme reads the page's language, `dir` and label here.
   */
  locale: SiteLocale;
  /** Every locale of the site, in `i18n.locales` order (one: no locale dropdown). */
  locales: SiteLocale[];
  /**
   * The site's own translations of theme texts in this locale (`content/i18n/<locale>/code.json`: translation
   * id → message), over the theme's built-in ones; absent when it has none.
   */
  translations?: Record<string, string>;
  /** Readers approve assistants (`ai.mcp` on a site with sign-in): signed in, they get a link to the page listing them. */
  assistantsPage?: true;
}

/** The same page (and version) in one locale, for the locale dropdown and `hreflang`. */
export interface LocaleAlternate {
  locale: string;
  label: string;
  /** The page's route in that locale (a route of this site, `/de/docs/intro`). */
  href: string;
  /** False when that locale shows the default locale's page because it has no translation of it. */
  translated: boolean;
}

/** What the client gate and the widget need of `signIn`. */
export interface SignInSiteData {
  orgID: string;
  forceLogin: boolean;
  /** Empty: `${location.origin}/api`. */
  baseURL: string;
  /** Empty: `${location.origin}/api/sdk.html`. */
  sdkURL: string;
  /** The rules, with the locales each covers (`core/access/locale-rules.ts`). */
  privatePaths: LocalizedPrivatePath[];
  privateRedirectPath: string;
  uxMode: 'redirect' | 'modal';
  oidcClientID?: string;
  oidcProvider?: string;
  /** The optional account features (absent: off). */
  privacyConsent?: boolean;
  organizationSwitcher?: boolean;
  anonymousReaders?: boolean;
  formConfiguration: {
    factors: {
      method: string;
      options?: Record<string, unknown>;
      allowedHandleTypes?: string[];
      label?: string;
      logo?: string;
    }[];
    logo?: string;
    text: Record<string, string>;
    storeLastHandle: boolean;
    defaultCountryCode: string;
    showBanner: boolean;
  };
}

export type NavbarItemData =
  | { type: 'default'; label: string; to?: string; href?: string; position: 'left' | 'right' }
  | {
      type: 'dropdown';
      label: string;
      position: 'left' | 'right';
      items: { label: string; to?: string; href?: string }[];
    }
  | { type: 'docsVersionDropdown'; position: 'left' | 'right'; docsPluginId?: string }
  | { type: 'localeDropdown'; position: 'left' | 'right' }
  | { type: 'colorModeToggle'; position: 'left' | 'right' }
  | { type: 'signIn'; position: 'left' | 'right' };

export interface VersionData {
  name: string;
  /** The id of its docs instance. */
  instance: string;
  label: string;
  /** Whether its docs show the "Version: <label>" badge; absent: when its instance builds more than one version. */
  badge?: boolean;
  isLast: boolean;
  /** `/docs` or `/docs/<name>` (under the site's docs route base). */
  path: string;
  /** Whether its docs say they are unreleased or unmaintained. */
  banner: VersionBanner;
  /** Permalink of the doc the version's root leads to (the doc at the root, else its first sidebar's first doc). */
  mainDocPermalink: string;
}

/**
 * Where one route leads in each version that has the same doc: version name → route. A version missing from it
 * leads to its main doc. Pages carry these few links rather than every version's list of docs, which would
 * repeat the whole site on every page.
 */
export type VersionLinks = Record<string, string>;

export interface TocEntry {
  depth: 2 | 3 | 4 | 5 | 6;
  id: string;
  text: string;
}

export interface Breadcrumb {
  label: string;
  href?: string;
}

export type SidebarItemData =
  | {
      type: 'link';
      label: string;
      href: string;
      docId?: string;
      className?: string;
      /** The reader may not open it; shown only on sites with `signIn.showLockedEntries`. */
      locked?: true;
    }
  | { type: 'html'; value: string; className?: string }
  | {
      type: 'category';
      label: string;
      href?: string;
      /** The reader may not open the category's own page (`href`); see the link's `locked`. */
      locked?: true;
      className?: string;
      collapsed: boolean;
      collapsible: boolean;
      items: SidebarItemData[];
    };

export interface PagerLink {
  title: string;
  permalink: string;
}

interface PageBase {
  route: string;
  title: string;
  description?: string;
  /** `<meta name="keywords">` (front matter `keywords`). */
  keywords?: string[];
  /** Absolute URL of the page's social card image (front matter `image`). */
  image?: string;
  /**
   * This page in every locale of the site, this one included, in `i18n.locales` order; absent on a site with one
   * locale and on pages no locale has a copy of (the sign-in shell).
   */
  alternates?: LocaleAlternate[];
  /** The locale has no translation of this page: it shows the default locale's content, marked for the reader. */
  untranslated?: true;
}

/** An item of a generated category page's list: a doc, a subcategory or a link. */
export interface DocCardData {
  type: 'doc' | 'category' | 'link';
  href: string;
  title: string;
  description?: string;
  /** The reader may not open it; shown only on sites with `signIn.showLockedEntries`. */
  locked?: true;
}

/** Front matter `last_update`: the date (ISO; the theme writes it in the page's locale) and who made the change. */
export interface LastUpdateData {
  date?: string;
  author?: string;
}

export interface DocPageData extends PageBase {
  kind: 'doc';
  version: string;
  /** Absent on a category's generated page, which lists `cards` instead of having markdown. */
  docId?: string;
  /** Rendered markdown (HTML string). */
  html: string;
  /** No title above the content: front matter `hide_title`, or the markdown starts with its own `# Title`. */
  hideTitle?: boolean;
  /** Already cut to the doc's heading levels (`toc_min_heading_level`…); empty with `hide_table_of_contents`. */
  toc: TocEntry[];
  cards?: DocCardData[];
  lastUpdate?: LastUpdateData;
  /** Where "Edit this page" leads: the site's `docs.editUrl` or the doc's `custom_edit_url`. */
  editUrl?: string;
  /**
   * The doc's sidebar, complete, as the page's reader sees it. Never sent with the page: it is the same on every
   * page that shows it, so it travels once in its own file (`sidebarUrl`), and the render and the client put it
   * back (see `PageDataJson`).
   */
  sidebar: SidebarItemData[];
  /** The file of `sidebar` (JSON `SidebarItemData[]`), named by its content and cached for good; '' for none. */
  sidebarUrl: string;
  /** This doc in the other versions, for the version dropdown and the old-version banner. */
  versionLinks: VersionLinks;
  breadcrumbs: Breadcrumb[];
  previous?: PagerLink;
  next?: PagerLink;
  hasMermaid: boolean;
}

export interface BlogPostSummary {
  permalink: string;
  title: string;
  date: string;
  /** Left out when the blog's `showReadingTime` is `false`. */
  readingMinutes?: number;
  authors: AuthorData[];
  tags: TagLink[];
  /** HTML of the part before `<!-- truncate -->`. */
  excerptHtml: string;
  hasMore: boolean;
}

/** An author as a post shows them: linked to `url`, or as `mailto:` when there is only an `email`. */
export type AuthorData = Author;

export interface TagLink {
  label: string;
  permalink: string;
}

export interface BlogSidebarYear {
  year: string;
  /** `locked`: the reader may not open the post; shown only on sites with `signIn.showLockedEntries`. */
  posts: (PagerLink & { locked?: true })[];
}

export interface BlogListPageData extends PageBase {
  kind: 'blogList';
  posts: BlogPostSummary[];
  sidebar: BlogSidebarYear[];
  page: number;
  totalPages: number;
  previousPage?: string;
  nextPage?: string;
  /** On the pages of one tag's posts (`/blog/tags/<tag>`): the tag, its post count and the tags page. */
  tag?: TagLink & { count: number; description?: string; allTagsPath: string };
}

export interface BlogPostPageData extends PageBase {
  kind: 'blogPost';
  post: BlogPostSummary;
  html: string;
  toc: TocEntry[];
  sidebar: BlogSidebarYear[];
  previous?: PagerLink;
  next?: PagerLink;
  hasMermaid: boolean;
  lastUpdate?: LastUpdateData;
  /** Where "Edit this page" leads: the site's `blog.editUrl` or the post's `custom_edit_url`. */
  editUrl?: string;
}

export interface AuthorsPageData extends PageBase {
  kind: 'authors';
  authors: (AuthorData & { postCount: number })[];
}

/** `/blog/tags`: every tag of a listed post, by label. */
export interface BlogTagsPageData extends PageBase {
  kind: 'blogTags';
  tags: (TagLink & { count: number })[];
}

/** `/blog/archive`: every listed post, by year (the newest year first, each year's posts oldest first). */
export interface BlogArchivePageData extends PageBase {
  kind: 'blogArchive';
  years: { year: string; posts: (PagerLink & { date: string })[] }[];
}

export interface MarkdownPageData extends PageBase {
  kind: 'markdown';
  /** The page opens with its own `# Title`: no title above it. */
  hideTitle?: boolean;
  html: string;
  toc: TocEntry[];
  hasMermaid: boolean;
}

export interface HomePageData extends PageBase {
  kind: 'home';
  tagline: string;
  features: { title: string; description: string; to: string }[];
  /**
   * The hero's button: front matter `cta: {label, to}`, by default the latest version's main doc. Without a
   * label the theme names it in the page's language.
   */
  callToAction: { label?: string; to: string };
  html: string;
}

/** Static redirect (e.g. `/docs` to the first doc of the latest version's first sidebar). */
export interface RedirectPageData extends PageBase {
  kind: 'redirect';
  to: string;
}

interface NotFoundPageData extends PageBase {
  kind: 'notFound';
}

/** The search page (`theme.searchPagePath`): its box opens the search dialog. */
interface SearchPageData extends PageBase {
  kind: 'search';
}

/**
 * The public sign-in shell `docgen serve` answers for private pages without a session: layout and sign-in
 * form only. Its route is unknown at build time (it answers for any path), so the client uses the address.
 */
interface SignInPageData extends PageBase {
  kind: 'signIn';
}

export type PageData =
  | DocPageData
  | BlogListPageData
  | BlogPostPageData
  | AuthorsPageData
  | BlogTagsPageData
  | BlogArchivePageData
  | MarkdownPageData
  | HomePageData
  | RedirectPageData
  | NotFoundPageData
  | SearchPageData
  | SignInPageData;

/**
 * A page's data as embedded in its own HTML for hydration: without its rendered markdown (`html`, a blog list's
 * excerpts), which the server-rendered body already carries and the client reads back from there. Embedding it
 * too shipped every page's content twice. The client router reads a page the same way, from the page's HTML.
 */
/** A page's data without its sidebar, which a doc's page names the file of: what a page carries. */
export type PageDataJson = Exclude<PageData, DocPageData> | Omit<DocPageData, 'sidebar'>;

export type EmbeddedPageData =
  | Omit<DocPageData, 'html' | 'sidebar'>
  | Omit<BlogPostPageData, 'html'>
  | Omit<MarkdownPageData, 'html'>
  | Omit<HomePageData, 'html'>
  | (Omit<BlogListPageData, 'posts'> & { posts: Omit<BlogPostSummary, 'excerptHtml'>[] })
  | AuthorsPageData
  | BlogTagsPageData
  | BlogArchivePageData
  | RedirectPageData
  | NotFoundPageData
  | SearchPageData
  | SignInPageData;
