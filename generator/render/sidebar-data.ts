import { createHash } from 'node:crypto';
import { sidebarFileUrl } from '../../core/routes/paths.ts';
import type { CategoryLink, Doc, DocVersion, SidebarCategory, SidebarItem } from '../../core/site/model.ts';
import type { Breadcrumb, PagerLink, SidebarItemData } from '../../core/site/page-data.ts';
import { showsLink } from '../../core/site/visible-links.ts';
import { categoryPageKey, sidebarPageOrder, type PagerEntry } from '../load/sidebars.ts';
import { EVERY_ENTRY, type Audience } from './audience.ts';

export interface DocNavigation {
  sidebar: SidebarItemData[];
  sidebarUrl: string;
  breadcrumbs: Breadcrumb[];
  previous?: PagerLink;
  next?: PagerLink;
}

/**
 * The sidebar, breadcrumbs and previous/next links of one doc, from the sidebar that lists it (or the one its
 * front matter `displayed_sidebar` names), as `audience` sees them: without the pages it may not open. Its front
 * matter `pagination_prev` / `pagination_next` name other docs, or `null` for no link.
 */
export function docNavigation(
  version: DocVersion,
  doc: Doc,
  audience: Audience = EVERY_ENTRY,
): DocNavigation {
  // `displayed_sidebar: null`: no sidebar, so nothing to page through either (unless the front matter says).
  const navigation =
    doc.displayedSidebar === null
      ? { sidebar: [], sidebarUrl: '', breadcrumbs: [] }
      : pageNavigation(version, doc.id, audience, doc.displayedSidebar);
  const index = versionIndex(version);
  const override = (id: string | null | undefined, fallback: PagerLink | undefined) =>
    id === undefined ? fallback : id === null ? undefined : opens(index.pager(id), audience);
  return {
    ...navigation,
    previous: override(doc.paginationPrev, navigation.previous),
    next: override(doc.paginationNext, navigation.next),
  };
}

/** The navigation of a category's generated page, which sits in its sidebar like a doc. */
export function categoryNavigation(
  version: DocVersion,
  category: SidebarCategory & { link: CategoryLink },
  audience: Audience = EVERY_ENTRY,
): DocNavigation {
  return pageNavigation(version, categoryPageKey(category.link), audience);
}

/**
 * `key`: a doc id or a generated category page's permalink (see `sidebarPageOrder`). The page shows `displayed`
 * (front matter `displayed_sidebar`), else the first sidebar that lists it, else the version's first. The
 * previous/next links skip the pages `audience` may not open.
 */
function pageNavigation(
  version: DocVersion,
  key: string,
  audience: Audience,
  displayed?: string,
): DocNavigation {
  const index = versionIndex(version);
  const name = displayed ?? index.sidebarOf.get(key) ?? index.firstSidebar;
  const sidebar = name === undefined ? undefined : index.sidebars.get(name);
  const order = sidebar?.order ?? [];
  const position = sidebar?.positions.get(key) ?? -1;
  const pager = (from: number, step: 1 | -1) => {
    for (let at = from; at >= 0 && at < order.length; at += step) {
      const link = index.pager(order[at]!.key, order[at]!.label);
      if (!link || showsLink(link.permalink, audience.mayOpen)) return link;
    }
    return undefined;
  };
  // A page its sidebar does not list has no trail, as in Docusaurus (which shows no breadcrumbs then).
  const crumbs = sidebar?.crumbs.get(key) ?? [];
  const shown = name === undefined ? undefined : sidebarFile(version, name, audience);
  return {
    sidebar: shown?.items ?? [],
    sidebarUrl: shown?.url ?? '',
    breadcrumbs: crumbs.map((crumb) =>
      crumb.href && !showsLink(crumb.href, audience.mayOpen) ? { label: crumb.label } : crumb,
    ),
    previous: position > 0 ? pager(position - 1, -1) : undefined,
    next: position >= 0 ? pager(position + 1, 1) : undefined,
  };
}

/** The link when the audience may open it. */
function opens(link: PagerLink | undefined, audience: Audience): PagerLink | undefined {
  return link && showsLink(link.permalink, audience.mayOpen) ? link : undefined;
}

interface VersionIndex {
  docsById: Map<string, Doc>;
  sidebars: Map<string, SidebarIndex>;
  /** The first sidebar that lists a page. */
  sidebarOf: Map<string, string>;
  firstSidebar: string | undefined;
  /** The previous/next link to a page of the version; `label`: the one its sidebar item gives it. */
  pager: (key: string, label?: string) => PagerLink | undefined;
}

/**
 * Every page of a version asks the same questions of its sidebars; answering them once per version keeps the
 * render linear in the page count (per-page scans made a 5,000-page version quadratic). Keyed by the doc list,
 * which the dev server replaces (never edits) when a doc changes.
 */
const indexes = new WeakMap<readonly Doc[], VersionIndex>();

function versionIndex(version: DocVersion): VersionIndex {
  const known = indexes.get(version.docs);
  if (known) return known;
  const docsById = new Map(version.docs.map((d) => [d.id, d]));
  const sidebars = new Map<string, SidebarIndex>();
  const sidebarOf = new Map<string, string>();
  const categoryPages = new Map<string, PagerLink>();
  for (const [name, items] of Object.entries(version.sidebars)) {
    const sidebar = sidebarIndex(items, docsById);
    sidebars.set(name, sidebar);
    for (const { key } of sidebar.order) if (!sidebarOf.has(key)) sidebarOf.set(key, name);
    for (const category of generatedCategories(items))
      categoryPages.set(category.permalink, { title: category.label, permalink: category.permalink });
  }
  const index: VersionIndex = {
    docsById,
    sidebars,
    sidebarOf,
    firstSidebar: Object.keys(version.sidebars)[0],
    pager: (key, label) => {
      const doc = docsById.get(key);
      if (!doc) return categoryPages.get(key);
      // As Docusaurus labels it: the front matter's labels, else the label the sidebar item gives the doc.
      const title = doc.paginationLabel ?? doc.sidebarLabel ?? label ?? doc.title;
      return { title, permalink: doc.permalink };
    },
  };
  indexes.set(version.docs, index);
  return index;
}

/** What the pages showing one sidebar take from it. */
interface SidebarIndex {
  /**
   * Its pages in reading order, as Docusaurus pages through them: a page listed twice (a category's doc, and an
   * item) is met twice, each time with the label of the item that lists it.
   */
  order: PagerEntry[];
  /** Each page's first place in `order`. */
  positions: Map<string, number>;
  /** The trail of categories down to each page (at its first place in the sidebar), the page's label last. */
  crumbs: Map<string, Breadcrumb[]>;
}

function sidebarIndex(items: SidebarItem[], docs: Map<string, Doc>): SidebarIndex {
  const order = sidebarPageOrder(items);
  const positions = new Map<string, number>();
  order.forEach(({ key }, at) => void (positions.has(key) || positions.set(key, at)));
  return {
    order,
    positions,
    crumbs: crumbsByPage(items, docs),
  };
}

/** Every category of a sidebar, nested ones too, in the order the sidebar lists them. */
function categoriesIn(items: readonly SidebarItem[]): SidebarCategory[] {
  return items.flatMap((item) => (item.type === 'category' ? [item, ...categoriesIn(item.items)] : []));
}

/**
 * Each page's breadcrumbs: the categories above its first place in the sidebar (a category's page sits at its
 * category), then its own sidebar label, as Docusaurus shows them.
 */
function crumbsByPage(items: readonly SidebarItem[], docs: Map<string, Doc>): Map<string, Breadcrumb[]> {
  const crumbs = new Map<string, Breadcrumb[]>();
  const place = (key: string, trail: Breadcrumb[], label: string) => {
    if (!crumbs.has(key)) crumbs.set(key, [...trail, { label }]);
  };
  const visit = (level: readonly SidebarItem[], trail: Breadcrumb[]) => {
    for (const item of level) {
      if (item.type === 'doc') place(item.id, trail, docLabel(item, docs.get(item.id)));
      if (item.type !== 'category') continue;
      if (item.link) place(categoryPageKey(item.link), trail, item.label);
      const href = categoryHref(item.link, docs);
      visit(item.items, [...trail, { label: item.label, ...(href ? { href } : {}) }]);
    }
  };
  visit(items, []);
  return crumbs;
}

function generatedCategories(items: readonly SidebarItem[]): { label: string; permalink: string }[] {
  return categoriesIn(items).flatMap(({ label, link }) =>
    link?.type === 'generated-index' ? [{ label, permalink: link.permalink }] : [],
  );
}

/** A sidebar as one audience sees it, and the file it is sent in (named by its content, cached for good). */
export interface SidebarFile {
  url: string;
  items: SidebarItemData[];
}

/**
 * Every page that shows a sidebar shows the same data for an audience, so it is made, serialised and hashed once
 * per version, sidebar and audience. Keyed by the doc list, which the dev server replaces (never edits).
 */
const sidebarFiles = new WeakMap<readonly Doc[], Map<string, SidebarFile>>();

/** The sidebar `name` of a version, complete, as `audience` sees it. */
export function sidebarFile(
  version: DocVersion,
  name: string,
  audience: Audience = EVERY_ENTRY,
): SidebarFile {
  let known = sidebarFiles.get(version.docs);
  if (!known) sidebarFiles.set(version.docs, (known = new Map()));
  const key = `${name}|${audienceKey(audience)}`;
  let file = known.get(key);
  if (!file) {
    const items = itemsData(version.sidebars[name] ?? [], versionIndex(version).docsById, audience);
    const json = JSON.stringify(items);
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 16);
    file = { url: sidebarFileUrl(version.name, name, hash), items };
    known.set(key, file);
  }
  return file;
}

/** The route a category's label leads to: its doc's, or its generated page's. */
export function categoryHref(
  link: CategoryLink | undefined,
  docs: ReadonlyMap<string, Doc>,
): string | undefined {
  if (!link) return undefined;
  return link.type === 'doc' ? docs.get(link.id)?.permalink : link.permalink;
}

/** A doc's label in a sidebar: the item's own, else the doc's `sidebar_label`, else its title. */
export function docLabel(item: Extract<SidebarItem, { type: 'doc' }>, doc: Doc | undefined): string {
  return item.label ?? doc?.sidebarLabel ?? doc?.title ?? item.id;
}

function audienceKey(audience: Audience): string {
  return `${audience.lacking.join('-')}${audience.showLocked ? 'L' : ''}`;
}

function itemsData(
  items: readonly SidebarItem[],
  docs: Map<string, Doc>,
  audience: Audience,
): SidebarItemData[] {
  return items.flatMap((item) => toData(item, docs, audience) ?? []);
}

/**
 * An entry the audience may not open is left out, or marked locked when it shows locked entries; so is a
 * category with nothing left in it that the audience may open.
 */
function toData(item: SidebarItem, docs: Map<string, Doc>, audience: Audience): SidebarItemData | undefined {
  const className = item.className ? { className: item.className } : {};
  const lock = (href: string | undefined) =>
    href === undefined || showsLink(href, audience.mayOpen) ? {} : audience.showLocked ? LOCKED : undefined;
  switch (item.type) {
    case 'doc': {
      const doc = docs.get(item.id);
      const docClass = item.className ?? doc?.sidebarClassName;
      const locked = lock(doc?.permalink);
      if (!locked) return undefined;
      return {
        type: 'link',
        label: docLabel(item, doc),
        href: doc?.permalink ?? '#',
        docId: item.id,
        ...(docClass ? { className: docClass } : {}),
        ...locked,
      };
    }
    case 'link': {
      const locked = lock(item.href);
      return locked && { type: 'link', label: item.label, href: item.href, ...className, ...locked };
    }
    case 'html':
      return { type: 'html', value: item.value, ...className };
    case 'category': {
      const items = itemsData(item.items, docs, audience);
      const href = categoryHref(item.link, docs);
      const page = href === undefined ? undefined : lock(href);
      const shown = item.items.length === 0 || items.length > 0;
      if (!page && !shown) return undefined;
      return {
        type: 'category',
        label: item.label,
        ...(page ? { href, ...page } : {}),
        ...className,
        collapsed: item.collapsed,
        collapsible: item.collapsible,
        items,
      };
    }
  }
}

const LOCKED = { locked: true } as const;
