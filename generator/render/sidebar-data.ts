import type { Doc, DocVersion, SidebarItem } from '../../core/site/model.ts';
import type { Breadcrumb, PagerLink, SidebarItemData } from '../../core/site/page-data.ts';
import { sidebarDocOrder } from '../load/sidebars.ts';

export interface DocNavigation {
  sidebar: SidebarItemData[];
  sidebarUrl: string;
  breadcrumbs: Breadcrumb[];
  previous?: PagerLink;
  next?: PagerLink;
}

/** The sidebar, breadcrumbs and previous/next links of one doc, from the sidebar that lists it. */
export function docNavigation(version: DocVersion, doc: Doc): DocNavigation {
  const index = versionIndex(version);
  const name = index.sidebarOf.get(doc.id) ?? index.firstSidebar;
  const items = (name === undefined ? undefined : version.sidebars[name]) ?? [];
  const order = (name === undefined ? undefined : index.orders.get(name)) ?? [];
  const position = order.indexOf(doc.id);
  const pager = (id: string | undefined): PagerLink | undefined => {
    const target = id === undefined ? undefined : index.docsById.get(id);
    return target && { title: target.sidebarLabel ?? target.title, permalink: target.permalink };
  };
  return {
    sidebar: items.map((item) => toData(item, index.docsById, doc.id)),
    sidebarUrl: sidebarUrl(version, name ?? ''),
    breadcrumbs: breadcrumbsTo(items, doc, index.docsById) ?? [{ label: doc.title }],
    previous: position > 0 ? pager(order[position - 1]) : undefined,
    next: position >= 0 ? pager(order[position + 1]) : undefined,
  };
}

interface VersionIndex {
  docsById: Map<string, Doc>;
  /** Each sidebar's docs in reading order, each doc once. */
  orders: Map<string, string[]>;
  /** The first sidebar that lists a doc. */
  sidebarOf: Map<string, string>;
  firstSidebar: string | undefined;
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
  for (const [name, items] of Object.entries(version.sidebars)) {
    const order = [...new Set(sidebarDocOrder(items))];
    orders.set(name, order);
    for (const id of order) if (!sidebarOf.has(id)) sidebarOf.set(id, name);
  }
  const index: VersionIndex = {
    docsById: new Map(version.docs.map((d) => [d.id, d])),
    orders,
    sidebarOf,
    firstSidebar: Object.keys(version.sidebars)[0],
  };
  indexes.set(version.docs, index);
  return index;
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

/** With `activeDocId`, collapsed categories that do not hold that doc are deferred (items left out). */
function toData(item: SidebarItem, docs: Map<string, Doc>, activeDocId?: string): SidebarItemData {
  switch (item.type) {
    case 'doc': {
      const doc = docs.get(item.id);
      return {
        type: 'link',
        label: item.label ?? doc?.sidebarLabel ?? doc?.title ?? item.id,
        href: doc?.permalink ?? '#',
        docId: item.id,
      };
    }
    case 'link':
      return { type: 'link', label: item.label, href: item.href };
    case 'html':
      return { type: 'html', value: item.value };
    case 'category': {
      const deferred =
        activeDocId !== undefined &&
        item.collapsible &&
        item.collapsed &&
        item.link?.id !== activeDocId &&
        !categoryDocs(item).has(activeDocId);
      return {
        type: 'category',
        label: item.label,
        href: item.link ? docs.get(item.link.id)?.permalink : undefined,
        collapsed: item.collapsed,
        collapsible: item.collapsible,
        items: deferred ? [] : item.items.map((child) => toData(child, docs, activeDocId)),
        ...(deferred ? { deferred: true } : {}),
      };
    }
  }
}

const categoryDocSets = new WeakMap<SidebarItem, Set<string>>();

function categoryDocs(item: SidebarItem & { type: 'category' }): Set<string> {
  let docs = categoryDocSets.get(item);
  if (!docs) categoryDocSets.set(item, (docs = new Set(sidebarDocOrder(item.items))));
  return docs;
}

function breadcrumbsTo(items: SidebarItem[], doc: Doc, docs: Map<string, Doc>): Breadcrumb[] | undefined {
  for (const item of items) {
    if (item.type === 'doc' && item.id === doc.id) return [{ label: doc.title }];
    if (item.type !== 'category') continue;
    const categoryHref = item.link ? docs.get(item.link.id)?.permalink : undefined;
    if (item.link?.id === doc.id) return [{ label: item.label }];
    const inner = breadcrumbsTo(item.items, doc, docs);
    if (inner) return [{ label: item.label, ...(categoryHref ? { href: categoryHref } : {}) }, ...inner];
  }
  return undefined;
}
