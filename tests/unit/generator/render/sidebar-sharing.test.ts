import { describe, expect, it } from 'vitest';
import type { CategoryLink, SidebarCategory } from '../../../../core/site/model.ts';
import type { SidebarItemData } from '../../../../core/site/page-data.ts';
import { categoryNavigation, docNavigation } from '../../../../generator/render/sidebar-data.ts';
import { DOCS, SIDEBARS, version } from './sidebar-version.ts';

const shared = version();
const docById = (id: string) => DOCS.find((d) => d.id === id)!;
const sidebarOf = (id: string) => docNavigation(shared, docById(id)).sidebar;

/** The doc's navigation from a version of its own (a new doc list): worked out for that doc alone. */
const alone = (id: string) => docNavigation(version([...DOCS]), docById(id));

function deferredLabels(items: SidebarItemData[]): string[] {
  return items.flatMap((item) =>
    item.type !== 'category' ? [] : [...(item.deferred ? [item.label] : []), ...deferredLabels(item.items)],
  );
}

describe('sidebar data shared between pages', () => {
  it('is one object for the docs of a category, the same as each worked out alone', () => {
    expect(sidebarOf('guides/a')).toBe(sidebarOf('guides/b'));
    expect(sidebarOf('guides/a')).toEqual(alone('guides/a').sidebar);
    expect(sidebarOf('guides/a')).toEqual([
      { type: 'link', label: 'intro', href: '/docs/intro', docId: 'intro' },
      {
        type: 'category',
        label: 'Guides',
        href: '/docs/category/guides',
        collapsed: true,
        collapsible: true,
        items: [
          { type: 'link', label: 'A guide', href: '/docs/guides/a', docId: 'guides/a' },
          { type: 'link', label: 'B guide', href: '/docs/guides/b', docId: 'guides/b', className: 'b' },
          { type: 'category', label: 'Deep', collapsed: true, collapsible: true, items: [], deferred: true },
        ],
      },
      {
        type: 'category',
        label: 'Reference',
        href: '/docs/reference/index',
        collapsed: true,
        collapsible: true,
        items: [],
        deferred: true,
      },
      {
        type: 'category',
        label: 'Open',
        collapsed: false,
        collapsible: true,
        items: [{ type: 'link', label: 'open/z', href: '/docs/open/z', docId: 'open/z' }],
      },
      { type: 'link', label: 'Website', href: 'https://example.com' },
    ]);
  });

  it('opens the closed categories that hold the page, and only those', () => {
    expect(deferredLabels(sidebarOf('intro'))).toEqual(['Guides', 'Reference']);
    expect(sidebarOf('open/z')).toBe(sidebarOf('intro'));
    expect(deferredLabels(sidebarOf('guides/deep'))).toEqual(['Reference']);
    expect(sidebarOf('guides/deep')).not.toBe(sidebarOf('guides/a'));
    // A category's own page opens it, as its docs do.
    expect(sidebarOf('reference/index')).toBe(sidebarOf('reference/x'));
    expect(deferredLabels(sidebarOf('reference/index'))).toEqual(['Guides']);
    const guides = SIDEBARS.main![1] as SidebarCategory & { link: CategoryLink };
    expect(categoryNavigation(shared, guides).sidebar).toBe(sidebarOf('guides/a'));
  });

  it('gives the sidebar a doc names with displayed_sidebar, shared with that sidebar’s pages', () => {
    expect(sidebarOf('elsewhere')).toBe(sidebarOf('other/one'));
    expect(deferredLabels(sidebarOf('elsewhere'))).toEqual(['More']);
    expect(deferredLabels(sidebarOf('other/two'))).toEqual([]);
    expect(docNavigation(shared, docById('elsewhere')).sidebarUrl).toBe('/_data/sidebars/2.0.0/other.json');
  });

  it('gives every doc the navigation it has worked out alone', () => {
    for (const doc of DOCS) expect(docNavigation(shared, doc), doc.id).toEqual(alone(doc.id));
  });

  it('leads breadcrumbs down the categories to the page, by its sidebar label', () => {
    const crumbs = (id: string) => docNavigation(shared, docById(id)).breadcrumbs;
    expect(crumbs('guides/deep')).toEqual([
      { label: 'Guides', href: '/docs/category/guides' },
      { label: 'Deep' },
      { label: 'guides/deep' },
    ]);
    expect(crumbs('guides/b')).toEqual([
      { label: 'Guides', href: '/docs/category/guides' },
      { label: 'B guide' },
    ]);
    expect(crumbs('reference/index')).toEqual([{ label: 'Reference' }]);
    expect(crumbs('reference/x')).toEqual([
      { label: 'Reference', href: '/docs/reference/index' },
      { label: 'reference/x' },
    ]);
    expect(crumbs('elsewhere')).toEqual([{ label: 'elsewhere' }]);
  });
});
