/**
 * Links as one reader sees them: a link to a page of the site that the reader may not open is not shown, so its
 * label (often the page's title) never reaches them. Shared by the build, which renders each audience's pages,
 * and the client gate, which hides the navbar items of private pages.
 */
import { normalizeRoute } from '../routes/paths.ts';
import type { NavbarItemData, SiteData } from './page-data.ts';

/** Whether the reader may open a route of the site. */
export type MayOpen = (route: string) => boolean;

/** The route a link on the site leads to (`/docs/x?y#z` → `/docs/x`); undefined for links that leave the site. */
export function siteRouteOf(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const end = href.search(/[?#]/);
  return normalizeRoute((end === -1 ? href : href.slice(0, end)) || '/');
}

/** Links that leave the site are always shown; a site link when the reader may open its route. */
export function showsLink(href: string, mayOpen: MayOpen): boolean {
  const route = siteRouteOf(href);
  return route === undefined || mayOpen(route);
}

/**
 * The navbar's links and dropdown entries and the footer's links, without those the reader may not open (and
 * without the version links of those navbar links).
 */
export function siteDataFor(site: SiteData, mayOpen: MayOpen): SiteData {
  const shows = (link: { to?: string; href?: string }) => {
    const target = link.to ?? link.href;
    return target === undefined || showsLink(target, mayOpen);
  };
  let hidden = false;
  const keep = <T extends { to?: string; href?: string }>(links: readonly T[]): T[] => {
    const kept = links.filter(shows);
    hidden ||= kept.length < links.length;
    return kept;
  };
  const items = site.navbar.items.flatMap((item): NavbarItemData[] => {
    if (item.type === 'default') return keep([item]);
    if (item.type !== 'dropdown') return [item];
    const entries = keep(item.items);
    return entries.length > 0 ? [{ ...item, items: entries }] : [];
  });
  const links = keep(site.footer.links);
  if (!hidden) return site;
  // The version links of the navbar's targets, by target: a left-out link's would still name its page.
  const navbarVersionLinks = Object.fromEntries(
    Object.entries(site.navbarVersionLinks ?? {}).filter(([to]) => showsLink(to, mayOpen)),
  );
  return {
    ...site,
    navbar: { ...site.navbar, items },
    footer: { ...site.footer, links },
    navbarVersionLinks,
  };
}
