import type { Doc, DocVersion, SidebarItem } from '../../core/site/model.ts';
import type { DocCardData } from '../../core/site/page-data.ts';
import { categoryHref, docLabel } from './sidebar-data.ts';

/**
 * The list on a category's generated page, as Docusaurus shows it: a card per item, a doc with its description
 * (else its first line of text), a subcategory with its item count leading to its own page or its first doc.
 */
export function categoryCards(
  version: DocVersion,
  items: readonly SidebarItem[],
  /** The first line of a doc's text (made with its HTML: see `generator/transform/doc-excerpt.ts`). */
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
