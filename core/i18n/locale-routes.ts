import { defaultSiteLocale, type SiteLocale } from './site-locales.ts';

/**
 * Routes per locale: the default locale keeps the site's routes (`/docs/intro`), every other locale has the same
 * routes under its path (`/de/docs/intro`, `/de` for the home page), as Docusaurus lays a localized site out.
 */

/** The locale's route prefix: `''` for the default locale, else `/<path>`. */
export function localePrefix(locale: SiteLocale): string {
  return locale.isDefault ? '' : `/${locale.path}`;
}

/** A default-locale route as the locale serves it: `/docs/intro` → `/de/docs/intro`, `/` → `/de`. */
export function localizeRoute(route: string, locale: SiteLocale): string {
  const prefix = localePrefix(locale);
  if (prefix === '') return route;
  return route === '/' ? prefix : `${prefix}${route}`;
}

/**
 * The locale a route belongs to and the route as the default locale has it: `/de/docs/intro` → `de`,
 * `/docs/intro`. A route under no other locale's path is the default locale's.
 */
export function splitLocaleRoute(
  route: string,
  locales: readonly SiteLocale[],
): { locale: SiteLocale; route: string } {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    if (prefix === '') continue;
    if (route === prefix) return { locale, route: '/' };
    if (route.startsWith(`${prefix}/`)) return { locale, route: route.slice(prefix.length) };
  }
  return { locale: defaultSiteLocale(locales), route };
}
