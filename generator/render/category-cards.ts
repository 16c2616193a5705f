import type { Doc, DocVersion, SidebarItem } from '../../core/site/model.ts';
import type { DocCardData } from '../../core/site/page-data.ts';
import type { RouteEntry } from '../route/route-table.ts';
import { categoryHref, docLabel } from './sidebar-data.ts';

/**
 * The list on a category's generated page, as Docusaurus shows it: a card per item, a doc with its description
 * (else its first line of text), a subcategory with its item count leading to its own page or its first doc.
 */
export function categoryCards(
  version: DocVersion,
  items: readonly SidebarItem[],
  /** The first line of a doc's text (see `cardExcerpts`). */
  excerptOf: (doc: Doc) => string | undefined,
): DocCardData[] {
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  return items.flatMap((item): DocCardData[] => {
    switch (item.type) {
      case 'doc': {
        const doc = docs.get(item.id);
        if (!doc) return [];
        const description = doc.description ?? excerptOf(doc);
        return [
          {
            type: 'doc',
            href: doc.permalink,
            title: docLabel(item, doc),
            ...(description ? { description } : {}),
          },
        ];
      }
      case 'link':
        return [{ type: 'link', href: item.href, title: item.label }];
      case 'category': {
        const href = categoryHref(item.link, docs) ?? firstHref(item.items, docs);
        const count = item.items.length;
        const description = `${count} item${count === 1 ? '' : 's'}`;
        return href ? [{ type: 'category', href, title: item.label, description }] : [];
      }
      case 'html':
        return [];
    }
  });
}

function firstHref(items: readonly SidebarItem[], docs: ReadonlyMap<string, Doc>): string | undefined {
  for (const item of items) {
    const href =
      item.type === 'doc'
        ? docs.get(item.id)?.permalink
        : item.type === 'link'
          ? item.href
          : item.type === 'category'
            ? (categoryHref(item.link, docs) ?? firstHref(item.items, docs))
            : undefined;
    if (href) return href;
  }
  return undefined;
}

/**
 * The first line of text (`doc-excerpt.ts`) of every doc that a category's generated page shows as a card without
 * a description, by doc. The markdown parser it takes is loaded only when a site has such a card.
 */
export async function cardExcerpts(routes: readonly RouteEntry[]): Promise<(doc: Doc) => string | undefined> {
  const docs = routes.flatMap((entry) => {
    if (entry.kind !== 'categoryIndex') return [];
    const byId = new Map(entry.version.docs.map((doc) => [doc.id, doc]));
    return entry.category.items.flatMap((item) => {
      const doc = item.type === 'doc' ? byId.get(item.id) : undefined;
      return doc && doc.description === undefined ? [doc] : [];
    });
  });
  if (docs.length === 0) return () => undefined;
  const { docExcerpt } = await import('./doc-excerpt.ts');
  const excerpts = new Map(docs.map((doc) => [doc, docExcerpt(doc.source.body)]));
  return (doc) => excerpts.get(doc);
}
