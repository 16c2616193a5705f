import type { CategoryLink, Doc, DocVersion, SidebarCategory, SidebarItem } from '../../core/site/model.ts';
import type { Breadcrumb, PagerLink, SidebarItemData } from '../../core/site/page-data.ts';
import { categoryPageKey, sidebarPageOrder } from '../load/sidebars.ts';

export interface DocNavigation {
  sidebar: SidebarItemData[];
  sidebarUrl: string;
  breadcrumbs: Breadcrumb[];
  previous?: PagerLink;
  next?: PagerLink;
}

/**
 * The sidebar, breadcrumbs and previous/next links of one doc, from the sidebar that lists it (or the one its
 * front matter `displayed_sidebar` names). Its front matter
 * `pagination_prev` / `pagination_next` name other docs, or `null` for no link.
 */
export function docNavigation(version: DocVersion, doc: Doc): DocNavigation {
  // `displayed_sidebar: null`: no sidebar, so nothing to page through either (unless the front matter says).
  const navigation =
    doc.displayedSidebar === null
      ? { sidebar: [], sidebarUrl: '', breadcrumbs: [{ label: doc.title }] }
      : pageNavigation(version, doc.id, doc.title, doc.displayedSidebar);
  const index = versionIndex(version);
  const override = (id: string | null | undefined, fallback: PagerLink | undefined) =>
    id === undefined ? fallback : id === null ? undefined : index.pager(id);
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
): DocNavigation {
  return pageNavigation(version, categoryPageKey(category.link), category.label);
}

/**
 * `key`: a doc id or a generated category page's permalink (see `sidebarPageOrder`). The page shows `displayed`
 * (front matter `displayed_sidebar`), else the first sidebar that lists it, else the version's first.
 */
function pageNavigation(version: DocVersion, key: string, title: string, displayed?: string): DocNavigation {
  const index = versionIndex(version);
  const name = displayed ?? index.sidebarOf.get(key) ?? index.firstSidebar;
  const items = (name === undefined ? undefined : version.sidebars[name]) ?? [];
  const order = (name === undefined ? undefined : index.orders.get(name)) ?? [];
  const position = order.indexOf(key);
  const pager = (at: number) => {
    const target = order[at];
    return target === undefined ? undefined : index.pager(target);
  };
  return {
    sidebar: items.map((item) => toData(item, index.docsById, key)),
    sidebarUrl: sidebarUrl(version, name ?? ''),
    breadcrumbs: breadcrumbsTo(items, key, index.docsById) ?? [{ label: title }],
    previous: position > 0 ? pager(position - 1) : undefined,
    next: position >= 0 ? pager(position + 1) : undefined,
  };
}

interface VersionIndex {
  docsById: Map<string, Doc>;
  /** Each sidebar's pages in reading order, each once. */
  orders: Map<string, string[]>;
  /** The first sidebar that lists a page. */
  sidebarOf: Map<string, string>;
  firstSidebar: string | undefined;
  /** The previous/next link to a page of the version. */
  pager: (key: string) => PagerLink | undefined;
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
  const orders = new Map<string, string[]>();
  const sidebarOf = new Map<string, string>();
  const categoryPages = new Map<string, PagerLink>();
  const itemLabels = new Map<string, string>();
  for (const [name, items] of Object.entries(version.sidebars)) {
    for (const [id, label] of docItemLabels(items)) if (!itemLabels.has(id)) itemLabels.set(id, label);
    const order = [...new Set(sidebarPageOrder(items))];
    orders.set(name, order);
    for (const key of order) if (!sidebarOf.has(key)) sidebarOf.set(key, name);
    for (const category of generatedCategories(items))
      categoryPages.set(category.permalink, { title: category.label, permalink: category.permalink });
  }
  const docsById = new Map(version.docs.map((d) => [d.id, d]));
  const index: VersionIndex = {
    docsById,
    orders,
    sidebarOf,
    firstSidebar: Object.keys(version.sidebars)[0],
    pager: (key) => {
      const doc = docsById.get(key);
      if (!doc) return categoryPages.get(key);
      // As Docusaurus labels it: the front matter's labels, else the label the sidebar gives the doc.
      const title = doc.paginationLabel ?? doc.sidebarLabel ?? itemLabels.get(key) ?? doc.title;
      return { title, permalink: doc.permalink };
    },
  };
  indexes.set(version.docs, index);
  return index;
}

/** The labels sidebar items give docs (`{"type": "doc", "id": "faq", "label": "FAQ"}`), by doc id. */
function docItemLabels(items: readonly SidebarItem[]): [string, string][] {
  return items.flatMap((item): [string, string][] => {
    if (item.type === 'doc') return item.label === undefined ? [] : [[item.id, item.label]];
    return item.type === 'category' ? docItemLabels(item.items) : [];
  });
}

function generatedCategories(items: readonly SidebarItem[]): { label: string; permalink: string }[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const own =
      item.link?.type === 'generated-index' ? [{ label: item.label, permalink: item.link.permalink }] : [];
    return [...own, ...generatedCategories(item.items)];
  });
}

/** Where the complete sidebar of a version is written (see `fullSidebars`). */
export function sidebarUrl(version: DocVersion, name: string): string {
  return `/_data/sidebars/${version.name}/${name}.json`;
}

/** Every sidebar of a version in full, keyed by its `sidebarUrl`, for the categories pages leave deferred. */
export function fullSidebars(version: DocVersion): Map<string, SidebarItemData[]> {
  const docsById = new Map(version.docs.map((d) => [d.id, d]));
  return new Map(
    Object.entries(version.sidebars).map(([name, items]) => [
      sidebarUrl(version, name),
      items.map((item) => toData(item, docsById)),
    ]),
  );
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

/** With `activeKey`, collapsed categories that do not hold that page are deferred (items left out). */
function toData(item: SidebarItem, docs: Map<string, Doc>, activeKey?: string): SidebarItemData {
  const className = item.className ? { className: item.className } : {};
  switch (item.type) {
    case 'doc': {
      const doc = docs.get(item.id);
      const docClass = item.className ?? doc?.sidebarClassName;
      return {
        type: 'link',
        label: docLabel(item, doc),
        href: doc?.permalink ?? '#',
        docId: item.id,
        ...(docClass ? { className: docClass } : {}),
      };
    }
    case 'link':
      return { type: 'link', label: item.label, href: item.href, ...className };
    case 'html':
      return { type: 'html', value: item.value, ...className };
    case 'category': {
      const deferred =
        activeKey !== undefined &&
        item.collapsible &&
        item.collapsed &&
        (item.link ? categoryPageKey(item.link) : undefined) !== activeKey &&
        !categoryPages(item).has(activeKey);
      return {
        type: 'category',
        label: item.label,
        href: categoryHref(item.link, docs),
        ...className,
        collapsed: item.collapsed,
        collapsible: item.collapsible,
        items: deferred ? [] : item.items.map((child) => toData(child, docs, activeKey)),
        ...(deferred ? { deferred: true } : {}),
      };
    }
  }
}

const categoryPageSets = new WeakMap<SidebarItem, Set<string>>();

function categoryPages(item: SidebarCategory): Set<string> {
  let pages = categoryPageSets.get(item);
  if (!pages) categoryPageSets.set(item, (pages = new Set(sidebarPageOrder(item.items))));
  return pages;
}

function breadcrumbsTo(items: SidebarItem[], key: string, docs: Map<string, Doc>): Breadcrumb[] | undefined {
  for (const item of items) {
    // The doc's crumb is its sidebar label, as Docusaurus shows it.
    if (item.type === 'doc' && item.id === key) return [{ label: docLabel(item, docs.get(item.id)) }];
    if (item.type !== 'category') continue;
    if (item.link && categoryPageKey(item.link) === key) return [{ label: item.label }];
    const inner = breadcrumbsTo(item.items, key, docs);
    const href = categoryHref(item.link, docs);
    if (inner) return [{ label: item.label, ...(href ? { href } : {}) }, ...inner];
  }
  return undefined;
}
