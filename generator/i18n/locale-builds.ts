import type { Diagnostic } from '../../core/errors/diagnostic.ts';
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

/** The site in each of its locales, the default one first. */
export async function localeBuilds(site: Site): Promise<{ builds: LocaleBuild[]; warnings: Diagnostic[] }> {
  const locales = siteLocales(site.config.i18n);
  if (locales.length === 1) {
    const [locale] = locales as [SiteLocale];
    const build = {
      locale,
      site,
      routes: buildRouteTable(site),
      localizer: SINGLE_LOCALE,
      translationFiles: {},
    };
    return { builds: [build], warnings: [] };
  }
  const ordered = [...locales].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const contents = await Promise.all(
    ordered.map((locale) =>
      locale.isDefault
        ? { site, untranslated: new Set<string>(), routesByFile: {}, diagnostics: [] }
        : localizeContent(site, locale),
    ),
  );
  const routeTables = contents.map((content) => buildRouteTable(content.site));
  const all: LocaleRoutes[] = ordered.map((locale, index) => ({
    locale,
    routes: new Set(routeTables[index]!.map((entry) => entry.route)),
    untranslated: contents[index]!.untranslated,
  }));
  const builds = ordered.map((locale, index) => ({
    locale,
    site: contents[index]!.site,
    routes: routeTables[index]!,
    localizer: pageLocalizer(all[index]!, all),
    translationFiles: contents[index]!.routesByFile,
  }));
  return { builds, warnings: contents.flatMap((content) => content.diagnostics) };
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
