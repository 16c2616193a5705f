import type { SiteConfigInput } from '../../core/config/schema.ts';
import {
  fieldsOf,
  isAbsoluteUrl,
  listOf,
  sitePathOf,
  stringOf,
  type Fields,
  type Notes,
} from './docusaurus-fields.ts';

type NavbarItemInput = NonNullable<NonNullable<SiteConfigInput['navbar']>['items']>[number];
type FooterLinkInput = NonNullable<NonNullable<SiteConfigInput['footer']>['links']>[number];
type Position = 'left' | 'right';

/**
 * The routes of the latest docs version the migrated site will have, to turn doc and sidebar ids into links: of
 * the main docs, or of the docs instance a `docsPluginId` names.
 */
export interface DocRoutes {
  ofDoc(id: string, pluginId?: string): string | undefined;
  ofSidebar(id: string, pluginId?: string): string | undefined;
  /** The last version's root (`/docs`, or `/` for docs at the site's root). */
  docsRoot: string;
  /** Another docs instance's last version's root. */
  rootOf(pluginId: string): string | undefined;
  /**
   * The Docusaurus site's `url`. An `href` to a path of the site is a full-page link Docusaurus does not check
   * (often to an app served beside the docs): it stays a link to that path on this host.
   */
  siteUrl?: string;
}

/**
 * A link's target as docgen takes it: `to` for a page of the site, `href` for another site. Docusaurus' `href` is
 * a full-page link it does not check ("navigating outside of the website"), so a path given as `href` stays a
 * link to the host that served it.
 */
function targetOf(item: Fields, routes: DocRoutes): { to: string } | { href: string } | undefined {
  const docId = stringOf(item.docId);
  const pluginId = stringOf(item.docsPluginId);
  if (item.type === 'doc' && docId) return toRoute(routes.ofDoc(docId, pluginId));
  const sidebarId = stringOf(item.sidebarId);
  if (item.type === 'docSidebar' && sidebarId) return toRoute(routes.ofSidebar(sidebarId, pluginId));
  if (item.type === 'docsVersion')
    return toRoute(pluginId === undefined ? routes.docsRoot : routes.rootOf(pluginId));
  const to = stringOf(item.to);
  if (to) return isAbsoluteUrl(to) ? { href: to } : { to: sitePathOf(to) };
  const href = stringOf(item.href);
  if (!href) return undefined;
  if (isAbsoluteUrl(href)) return { href };
  return routes.siteUrl ? { href: new URL(href, routes.siteUrl).href } : { to: sitePathOf(href) };
}

function toRoute(route: string | undefined): { to: string } | undefined {
  return route ? { to: route } : undefined;
}

/** What Docusaurus shows as the item's label: its own, else the id it links to. */
function labelOf(item: Fields): string | undefined {
  return stringOf(item.label) ?? stringOf(item.docId) ?? stringOf(item.sidebarId);
}

function describe(item: Fields): string {
  const name = labelOf(item) ?? stringOf(item.href) ?? stringOf(item.to) ?? stringOf(item.type) ?? 'item';
  return `"${name}"${item.type ? ` (type ${String(item.type)})` : ''}`;
}

function linkItem(item: Fields, routes: DocRoutes, notes: Notes, where: string) {
  const label = labelOf(item);
  const target = targetOf(item, routes);
  const kind = stringOf(item.type) ?? 'default';
  const linkKinds = ['default', 'doc', 'docSidebar', 'docsVersion'];
  if (!linkKinds.includes(kind)) {
    notes.push(`${where} item ${describe(item)}: no docgen equivalent`);
    return undefined;
  }
  if (!label || !target) {
    // A link without a label is an icon its className styles (`header-github-link`): docgen's items are text.
    const why = label ? 'its target was not found' : 'it has no label (an icon link)';
    notes.push(`${where} item ${describe(item)}: ${why}`);
    return undefined;
  }
  return { label, ...target };
}

function navbarItem(value: unknown, routes: DocRoutes, notes: Notes): NavbarItemInput | undefined {
  const item = fieldsOf(value);
  const position: Position = item.position === 'right' ? 'right' : 'left';
  if (item.type === 'localeDropdown') return { type: item.type, position };
  if (item.type === 'docsVersionDropdown') {
    const docsPluginId = stringOf(item.docsPluginId);
    return { type: item.type, position, ...(docsPluginId ? { docsPluginId } : {}) };
  }
  if (item.type === 'search') {
    notes.push('navbar item "search": docgen has its own search button in the navbar');
    return undefined;
  }
  if (item.type === 'dropdown') {
    const entries = listOf(item.items).flatMap((entry) => {
      const link = linkItem(fieldsOf(entry), routes, notes, `navbar dropdown "${labelOf(item)}"`);
      return link ? [{ type: 'default' as const, ...link }] : [];
    });
    const label = labelOf(item);
    if (label && entries.length > 0) return { type: 'dropdown', label, position, items: entries };
    notes.push(`navbar dropdown ${describe(item)}: no link in it could be carried over`);
    return undefined;
  }
  const link = linkItem(item, routes, notes, 'navbar');
  return link ? { type: 'default', ...link, position } : undefined;
}

/**
 * Docusaurus' navbar as docgen's: doc, sidebar and version links and `to`/`href` links become links, dropdowns
 * and the version dropdown stay; the colour mode switch (a navbar item in docgen) and the sign-in slot are added.
 */
export function navbarFrom(
  themeConfig: Fields,
  title: string,
  routes: DocRoutes,
  notes: Notes,
): SiteConfigInput['navbar'] {
  const navbar = fieldsOf(themeConfig.navbar);
  const logo = fieldsOf(navbar.logo);
  const logoSrc = stringOf(logo.src);
  if (logoSrc && isAbsoluteUrl(logoSrc))
    notes.push(`navbar logo ${logoSrc}: docgen takes a path of the site`);
  const items = listOf(navbar.items).flatMap((value) => navbarItem(value, routes, notes) ?? []);
  return {
    title: stringOf(navbar.title) ?? title,
    ...(logoSrc && !isAbsoluteUrl(logoSrc)
      ? { logo: { alt: stringOf(logo.alt) ?? title, src: sitePathOf(logoSrc) } }
      : {}),
    hideOnScroll: navbar.hideOnScroll === true,
    items: [...items, { type: 'colorModeToggle', position: 'right' }, { type: 'signIn', position: 'right' }],
  };
}

/** Docusaurus' footer columns (or its single row) flattened into docgen's one row of links. */
export function footerFrom(themeConfig: Fields, routes: DocRoutes, notes: Notes): SiteConfigInput['footer'] {
  const footer = fieldsOf(themeConfig.footer);
  if (footer.logo) notes.push('footer logo: docgen footers have none');
  const entries = listOf(footer.links).flatMap((value) => {
    const column = fieldsOf(value);
    return Array.isArray(column.items) ? column.items : [value];
  });
  const links = entries.flatMap((entry): FooterLinkInput[] => {
    const item = fieldsOf(entry);
    if (item.html !== undefined) {
      notes.push('footer item with `html`: docgen footer links are a label and an address');
      return [];
    }
    const link = linkItem(item, routes, notes, 'footer');
    return link ? [{ label: link.label, href: 'to' in link ? link.to : link.href }] : [];
  });
  return {
    style: footer.style === 'light' ? 'light' : 'dark',
    links,
    copyright: stringOf(footer.copyright) ?? '',
  };
}
