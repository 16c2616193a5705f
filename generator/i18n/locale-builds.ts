import { DiagnosticsError, type Diagnostic } from '../../core/errors/diagnostic.ts';
import { siteLocales, type SiteLocale } from '../../core/i18n/site-locales.ts';
import type { Site } from '../../core/site/model.ts';
import { buildRouteTable, type RouteEntry } from '../route/route-table.ts';
import { localizeContent } from './localize-content.ts';
import { pageLocalizer, SINGLE_LOCALE, type LocaleRoutes, type PageLocalizer } from './page-localizer.ts';

/** One locale's part of a build: its copy of the site, its routes (the default locale's), how its pages differ. */
export interface LocaleBuild {
  locale: SiteLocale;
  site: Site;
  /** Routes as the default locale has them; `localizer.route` gives the locale's. */
  routes: RouteEntry[];
  localizer: PageLocalizer;
  /** Where each page's translation is or would be → its route (see `LocaleContent.routesByFile`). */
  translationFiles: Record<string, string>;
}

/** What `localeBuilds` takes to mean the default locale, whichever it is. */
export const DEFAULT_LOCALE = '';

/**
 * The site in each of its locales, the default one first; with `only`, that locale alone (its pages still name
 * their copies in every locale). A locale the site does not have is an error.
 */
export async function localeBuilds(site: Site, only?: string): Promise<LocaleBuilds> {
  const all = await everyLocale(site);
  if (only === undefined) return all;
  const isOnly = (build: LocaleBuild) =>
    only === DEFAULT_LOCALE ? build.locale.isDefault : build.locale.locale === only;
  const builds = all.builds.filter(isOnly);
  if (builds.length === 0)
    throw new DiagnosticsError([
      {
        code: 'config-invalid',
        severity: 'error',
        message: `The site has no locale "${only}".`,
        hint: `Use one of i18n.locales: ${all.builds.map((build) => build.locale.locale).join(', ')}.`,
      },
    ]);
  const elsewhere = all.builds.filter((build) => !isOnly(build)).flatMap((build) => localizedEntries(build));
  return { ...all, builds, routesElsewhere: elsewhere.map((entry) => entry.route) };
}

/** The builds of the site's locales; `site` is the default locale's, as the route stage kept it. */
export interface LocaleBuilds {
  builds: LocaleBuild[];
  site: Site;
  /** The load's of the translations and the route stage's of every locale. */
  warnings: Diagnostic[];
  /**
   * The routes of the site's locales left out of this build (`only`): the locale dropdown and `hreflang` links
   * lead there, and they are the site's pages, not broken links.
   */
  routesElsewhere?: string[];
}

async function everyLocale(site: Site): Promise<LocaleBuilds> {
  const locales = siteLocales(site.config.i18n);
  if (locales.length === 1) {
    const [locale] = locales as [SiteLocale];
    const table = buildRouteTable(site);
    const build = {
      locale,
      site: table.site,
      routes: table.routes,
      localizer: SINGLE_LOCALE,
      translationFiles: {},
    };
    return { builds: [build], site: table.site, warnings: table.diagnostics };
  }
  const ordered = [...locales].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const contents = await Promise.all(
    ordered.map((locale) =>
      locale.isDefault
        ? { site, untranslated: new Set<string>(), routesByFile: {}, diagnostics: [] }
        : localizeContent(site, locale),
    ),
  );
  const tables = contents.map((content) => buildRouteTable(content.site));
  const all: LocaleRoutes[] = ordered.map((locale, index) => ({
    locale,
    routes: new Set(tables[index]!.routes.map((entry) => entry.route)),
    untranslated: contents[index]!.untranslated,
  }));
  const builds = ordered.map((locale, index) => ({
    locale,
    site: tables[index]!.site,
    routes: tables[index]!.routes,
    localizer: pageLocalizer(all[index]!, all),
    translationFiles: contents[index]!.routesByFile,
  }));
  const warnings = [
    ...contents.flatMap((content) => content.diagnostics),
    ...tables.flatMap((table) => table.diagnostics),
  ];
  return { builds, site: tables[0]!.site, warnings };
}

/** A locale's route entries with the locale's routes (a redirect also gated as the locale's page). */
export function localizedEntries(build: LocaleBuild): RouteEntry[] {
  const { localizer } = build;
  return build.routes.map((entry) => ({
    ...entry,
    route: localizer.route(entry.route),
    ...(entry.kind === 'redirect' && entry.gatedAs ? { gatedAs: localizer.route(entry.gatedAs) } : {}),
  }));
}

/** The markdown files a locale adds to the default locale's: its translations. */
export function translatedSources(build: LocaleBuild): Site['pages'][number]['source'][] {
  const { site } = build;
  return [
    ...site.versions.flatMap((version) => version.docs.map((doc) => doc.source)),
    ...site.blog.map((post) => post.source),
    ...site.pages.map((page) => page.source),
  ].filter((source) => source.file in build.translationFiles);
}

/** Each translation's file → its page's route in its locale, for what is tied to a page's route (its images). */
export function translationRoutes(builds: readonly LocaleBuild[]): Record<string, string> {
  return Object.fromEntries(
    builds.flatMap((build) =>
      translatedSources(build).map((source) => [
        source.file,
        build.localizer.route(build.translationFiles[source.file]!),
      ]),
    ),
  );
}
