import type { Doc, DocVersion, SidebarItem } from '../../core/site/model.ts';
import type { RouteEntry } from '../route/route-table.ts';
import type { DocCardData } from '../../core/site/page-data.ts';
import { showsLink } from '../../core/site/visible-links.ts';
import { EVERY_ENTRY, type Audience } from './audience.ts';
import { categoryHref, docLabel } from './sidebar-data.ts';

/**
 * The list on a category's generated page, as Docusaurus shows it: a card per item, a doc with its description
 * (else its first line of text), a subcategory with its item count leading to its own page or its first doc.
 * `audience` sees only the cards of pages it may open (and of subcategories that hold one), or the others
 * locked when it shows locked entries.
 */
export function categoryCards(
  version: DocVersion,
  items: readonly SidebarItem[],
  /** The first line of a doc's text (`TransformOutput.excerpt`). */
  excerptOf: (doc: Doc) => string | undefined,
  audience: Audience = EVERY_ENTRY,
): DocCardData[] {
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const opens = (href: string) => showsLink(href, audience.mayOpen);
  const card = (data: DocCardData): DocCardData[] =>
    opens(data.href) ? [data] : audience.showLocked ? [{ ...data, locked: true }] : [];
  return items.flatMap((item): DocCardData[] => {
    switch (item.type) {
      case 'doc': {
        const doc = docs.get(item.id);
        if (!doc) return [];
        const description = doc.description ?? excerptOf(doc);
        const title = docLabel(item, doc);
        return card({ type: 'doc', href: doc.permalink, title, ...(description ? { description } : {}) });
      }
      case 'link':
        return card({ type: 'link', href: item.href, title: item.label });
      case 'category': {
        const own = categoryHref(item.link, docs);
        const href =
          openable(own, opens) ??
          firstHref(item.items, docs, opens) ??
          own ??
          firstHref(item.items, docs, () => true);
        const count = audience.showLocked
          ? item.items.length
          : item.items.filter((i) => leadsTo(i, docs, opens)).length;
        const description = `${count} item${count === 1 ? '' : 's'}`;
        return href ? card({ type: 'category', href, title: item.label, description }) : [];
      }
      case 'html':
        return [];
    }
  });
}

/** The first page inside `items` that `opens` lets through. */
function firstHref(
  items: readonly SidebarItem[],
  docs: ReadonlyMap<string, Doc>,
  opens: (href: string) => boolean,
): string | undefined {
  for (const item of items) {
    const href =
      item.type === 'doc'
        ? docs.get(item.id)?.permalink
        : item.type === 'link'
          ? item.href
          : item.type === 'category'
            ? (openable(categoryHref(item.link, docs), opens) ?? firstHref(item.items, docs, opens))
            : undefined;
    if (href && opens(href)) return href;
  }
  return undefined;
}

function openable(href: string | undefined, opens: (href: string) => boolean): string | undefined {
  return href && opens(href) ? href : undefined;
}

/** Whether an item of a category leads to something `opens` lets through (html items count, as they show). */
function leadsTo(
  item: SidebarItem,
  docs: ReadonlyMap<string, Doc>,
  opens: (href: string) => boolean,
): boolean {
  return item.type === 'html' || firstHref([item], docs, opens) !== undefined;
}

/**
 * The docs a category's generated page shows as cards: those without a description show the first line of their
 * text, which the transform reads for them (`TransformInput.excerpt`).
 */
export function cardedDocs(routes: readonly RouteEntry[]): Doc[] {
  return routes.flatMap((entry) => {
    if (entry.kind !== 'categoryIndex') return [];
    const byId = new Map(entry.version.docs.map((doc) => [doc.id, doc]));
    return entry.category.items.flatMap((item) => {
      const doc = item.type === 'doc' ? byId.get(item.id) : undefined;
      return doc ? [doc] : [];
    });
  });
}
