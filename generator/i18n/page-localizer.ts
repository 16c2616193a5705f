import { localizeRoute } from '../../core/i18n/locale-routes.ts';
import type { SiteLocale } from '../../core/i18n/site-locales.ts';
import type { LocaleAlternate, PageData, SidebarItemData, SiteData } from '../../core/site/page-data.ts';

/**
 * How one locale's pages differ from the pages built from its content, which has the default locale's routes:
 * every link to a route of the site gets the locale's prefix (so links inside a locale stay in it, markdown links
 * written as `/docs/…` included, as Docusaurus' base URL does), and each page names its copies in every locale.
 */
export interface PageLocalizer {
  /** The locale the pages are rendered in; absent on a site with one locale (its default). */
  locale?: string;
  route(route: string): string;
  page(page: PageData): PageData;
  siteData(siteData: SiteData): SiteData;
  sidebar(items: SidebarItemData[]): SidebarItemData[];
  sidebarUrl(url: string): string;
  /** The default locale writes what every locale shares: the sign-in shell, the static files, the images. */
  writesShared: boolean;
  /** '' for the default locale, else the locale: its render stage's name on the workers (`stageVariant`). */
  variant: string;
}

/** A site with one locale: its pages as they are. */
export const SINGLE_LOCALE: PageLocalizer = {
  route: (route) => route,
  page: (page) => page,
  siteData: (siteData) => siteData,
  sidebar: (items) => items,
  sidebarUrl: (url) => url,
  writesShared: true,
  variant: '',
};

export interface LocaleRoutes {
  locale: SiteLocale;
  /** Routes as the default locale has them: each locale has a copy of every one. */
  routes: ReadonlySet<string>;
  untranslated: ReadonlySet<string>;
}

/** Fields whose strings are HTML: their `href`s are rewritten, not the whole string. */
const HTML_FIELDS = new Set(['html', 'excerptHtml', 'content']);
/** Fields that hold no route of a page, or already hold every locale's. */
const KEPT_FIELDS = new Set(['signIn', 'locale', 'locales', 'alternates', 'sidebarUrl', 'privatePaths']);

export function pageLocalizer(own: LocaleRoutes, all: readonly LocaleRoutes[]): PageLocalizer {
  const { locale, routes } = own;
  const link = (value: string): string => {
    if (!value.startsWith('/')) return value;
    const end = value.search(/[#?]/);
    const path = end === -1 ? value : value.slice(0, end);
    return routes.has(path) ? `${localizeRoute(path, locale)}${value.slice(path.length)}` : value;
  };
  const html = (value: string) =>
    value.replace(/(\shref=")(\/[^"]*)"/g, (_, before: string, href: string) => `${before}${link(href)}"`);
  const walk = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string') return HTML_FIELDS.has(key) ? html(value) : link(value);
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [
        link(name),
        KEPT_FIELDS.has(name) ? field : walk(field, name),
      ]),
    );
  };
  const sidebarUrl = (url: string) =>
    locale.isDefault ? url : url.replace(/^\/_data\/sidebars\//, `/_data/sidebars/@${locale.path}/`);
  return {
    route: (route) => localizeRoute(route, locale),
    page: (page) => {
      const localized = (locale.isDefault ? page : walk(page)) as PageData;
      const withSidebar =
        localized.kind === 'doc' ? { ...localized, sidebarUrl: sidebarUrl(localized.sidebarUrl) } : localized;
      return {
        ...withSidebar,
        alternates: alternatesOf(page.route, all),
        ...(own.untranslated.has(page.route) ? { untranslated: true as const } : {}),
      };
    },
    siteData: (siteData) => ({
      ...(locale.isDefault ? siteData : (walk(siteData) as SiteData)),
      locale,
    }),
    sidebar: (items) => (locale.isDefault ? items : (walk(items) as SidebarItemData[])),
    sidebarUrl,
    writesShared: locale.isDefault,
    locale: locale.locale,
    variant: locale.isDefault ? '' : locale.locale,
  };
}

/** A page's copies in every locale (its route as the default locale has it); one the locale lacks leads home. */
function alternatesOf(route: string, all: readonly LocaleRoutes[]): LocaleAlternate[] {
  return all.map(({ locale, routes, untranslated }) => {
    const has = routes.has(route);
    return {
      locale: locale.locale,
      label: locale.label,
      href: localizeRoute(has ? route : '/', locale),
      translated: has && !untranslated.has(route),
    };
  });
}
