import { audiencesOf, type Audiences } from '../../core/access/audiences.ts';
import { compilePrivatePaths } from '../../core/access/private-paths.ts';
import { DiagnosticsError } from '../../core/errors/diagnostic.ts';
import type { Site } from '../../core/site/model.ts';
import type { PageData, SiteData } from '../../core/site/page-data.ts';
import { siteDataFor, siteRouteOf, type MayOpen } from '../../core/site/visible-links.ts';

/**
 * Who a page is rendered for: readers lacking the conditions `lacking` (numbers of `Audiences.conditions`) see
 * no entry that leads to a page they may not open, or see it locked when the site shows locked entries.
 */
export interface Audience {
  /** Ascending; empty: every entry (the page as the build writes it under its own name). */
  lacking: readonly number[];
  mayOpen: MayOpen;
  /** Entries the reader may not open stay, marked locked (`signIn.showLockedEntries`). */
  showLocked: boolean;
}

/** The page with every entry: what readers meeting every condition, the dev server and static hosts get. */
export const EVERY_ENTRY: Audience = { lacking: [], mayOpen: () => true, showLocked: false };

/**
 * A page lists pages of at most this many different conditions (2⁵ − 1 variants of it); more fails the build
 * rather than multiplying its size.
 */
const MOST_CONDITIONS = 5;

/** The build's audiences: the conditions of the site's rules and the variants a page needs. */
export interface AudienceVariants {
  audiences: Audiences;
  /** The audience lacking these conditions. */
  audience(lacking: readonly number[]): Audience;
  /** The site data (navbar, footer) as that audience sees it. */
  siteData(lacking: readonly number[]): SiteData;
  /**
   * The conditions that change what `page` shows (with the navbar and footer), less those a reader needs to open
   * the page at all: each non-empty subset of them is an audience the page is rendered for. `unlinkedRoutes`:
   * routes the page counts without linking them in its data (the posts the blog's tags and authors pages count).
   */
  pageConditions(page: PageData, unlinkedRoutes?: readonly string[]): number[];
  /** The conditions of `routes`, less those of `own` (the route of the page that lists them), ascending. */
  conditionsOf(routes: readonly string[], own?: string): number[];
}

export function audienceVariants(site: Site, siteData: SiteData): AudienceVariants {
  // A public site (no `signIn`) has no rules: one audience, which may open everything.
  const { signIn } = site.config;
  const audiences = audiencesOf(
    signIn?.forceLogin ?? false,
    compilePrivatePaths(siteData.signIn?.privatePaths ?? [], () => {}),
  );
  const showLocked = signIn?.showLockedEntries ?? false;
  const byKey = new Map<string, { audience: Audience; siteData: SiteData }>();
  const variant = (lacking: readonly number[]) => {
    const key = lacking.join('-');
    let known = byKey.get(key);
    if (!known) {
      const mayOpen: MayOpen = (route) => !audiences.required(route).some((c) => lacking.includes(c));
      const audience = { lacking, mayOpen, showLocked };
      byKey.set(key, (known = { audience, siteData: siteDataFor(siteData, mayOpen) }));
    }
    return known;
  };
  const siteRoutes = linkRoutes(siteData.navbar).concat(linkRoutes(siteData.footer));
  return {
    audiences,
    audience: (lacking) => (lacking.length === 0 ? EVERY_ENTRY : variant(lacking).audience),
    siteData: (lacking) => (lacking.length === 0 ? siteData : variant(lacking).siteData),
    pageConditions(page, unlinkedRoutes = []) {
      if (audiences.conditions.length === 0) return [];
      return conditionsOf([...siteRoutes, ...linkRoutes(page), ...unlinkedRoutes], page.route);
    },
    conditionsOf,
  };

  function conditionsOf(routes: readonly string[], own?: string): number[] {
    const needed = new Set(own === undefined ? [] : audiences.required(own));
    const found = new Set<number>();
    for (const route of routes)
      for (const condition of audiences.required(route)) if (!needed.has(condition)) found.add(condition);
    const conditions = [...found].sort((a, b) => a - b);
    if (conditions.length > MOST_CONDITIONS)
      throw tooManyConditions(own ?? routes[0] ?? '/', conditions.length);
    return conditions;
  }
}

/** Every non-empty subset of `conditions` (ascending), each ascending. */
export function lackingSets(conditions: readonly number[]): number[][] {
  const sets: number[][] = [];
  for (let mask = 1; mask < 1 << conditions.length; mask++)
    sets.push(conditions.filter((_, at) => (mask & (1 << at)) !== 0));
  return sets;
}

const LINK_KEYS = new Set(['href', 'permalink', 'to']);
/** Page data is never changed once made: a sidebar shared by many pages is walked once. */
const walked = new WeakMap<object, string[]>();

/** The site routes a page's data (or any part of it) links to, wherever they sit in it. */
export function linkRoutes(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  let routes = walked.get(value);
  if (routes) return routes;
  routes = Object.entries(value).flatMap(([key, field]) => {
    if (typeof field === 'string') {
      const route = LINK_KEYS.has(key) ? siteRouteOf(field) : undefined;
      return route === undefined ? [] : [route];
    }
    return linkRoutes(field);
  });
  walked.set(value, routes);
  return routes;
}

function tooManyConditions(route: string, count: number): DiagnosticsError {
  return new DiagnosticsError([
    {
      code: 'too-many-audiences',
      severity: 'error',
      message: `${route} lists pages of ${count} different private-path rules (groups, organisations or factors); a page may list those of at most ${MOST_CONDITIONS}.`,
      hint: 'Each combination of them is rendered as a variant of the page. Give the groups their own sidebars (front matter `displayed_sidebar`), or let fewer different rules cover one sidebar.',
    },
  ]);
}
