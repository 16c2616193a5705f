import { describe, expect, it } from 'vitest';
import type { CategoryLink, SidebarCategory } from '../../../../core/site/model.ts';
import { categoryNavigation, docNavigation, sidebarFile } from '../../../../generator/render/sidebar-data.ts';
import { DOCS, SIDEBARS, version } from './sidebar-version.ts';

const shared = version();
const docById = (id: string) => DOCS.find((d) => d.id === id)!;
const sidebarOf = (id: string) => docNavigation(shared, docById(id)).sidebar;

/** The doc's navigation from a version of its own (a new doc list): worked out for that doc alone. */
const alone = (id: string) => docNavigation(version([...DOCS]), docById(id));

describe('sidebar data shared between pages', () => {
  it('is one object, the whole sidebar, for every page that shows it, the same as each worked out alone', () => {
    expect(sidebarOf('guides/a')).toBe(sidebarOf('reference/x'));
    expect(sidebarOf('intro')).toBe(sidebarOf('guides/deep'));
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
          {
            type: 'category',
            label: 'Deep',
            collapsed: true,
            collapsible: true,
            items: [{ type: 'link', label: 'guides/deep', href: '/docs/guides/deep', docId: 'guides/deep' }],
          },
        ],
      },
      {
        type: 'category',
        label: 'Reference',
        href: '/docs/reference/index',
        collapsed: true,
        collapsible: true,
        items: [
          {
            type: 'link',
            label: 'reference/x',
            href: '/docs/reference/x',
            docId: 'reference/x',
            className: 'api',
          },
        ],
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
    const guides = SIDEBARS.main![1] as SidebarCategory & { link: CategoryLink };
    expect(categoryNavigation(shared, guides).sidebar).toBe(sidebarOf('guides/a'));
  });

  it('names each sidebar’s file by its content, the same for every page that shows it', () => {
    const urlOf = (id: string) => docNavigation(shared, docById(id)).sidebarUrl;
    expect(sidebarOf('elsewhere')).toBe(sidebarOf('other/one'));
    expect(urlOf('elsewhere')).toBe(urlOf('other/one'));
    expect(urlOf('elsewhere')).toMatch(/^\/_data\/sidebars\/2\.0\.0\/other\.[\w-]{16}\.json$/);
    expect(urlOf('intro')).toMatch(/^\/_data\/sidebars\/2\.0\.0\/main\.[\w-]{16}\.json$/);
    expect(urlOf('guides/a')).toBe(urlOf('intro'));
    expect(sidebarFile(shared, 'main').url).toBe(urlOf('intro'));
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
    // A doc no sidebar lists has no trail: Docusaurus shows no breadcrumbs there.
    expect(crumbs('elsewhere')).toEqual([]);
  });

  it('pages through a doc listed twice as Docusaurus: met twice, by the label of the item met', () => {
    const reference: SidebarCategory = {
      type: 'category',
      label: 'Reference',
      collapsed: false,
      collapsible: true,
      link: { type: 'doc', id: 'reference/index' },
      items: [
        { type: 'doc', id: 'reference/index', label: 'Index item' },
        { type: 'doc', id: 'reference/x' },
      ],
    };
    const twice = {
      ...version([...DOCS]),
      sidebars: { main: [{ type: 'doc' as const, id: 'intro' }, reference] },
    };
    const pager = (id: string) => {
      const { previous, next } = docNavigation(twice, docById(id));
      return [previous?.title, next?.title];
    };
    expect(pager('intro')).toEqual([undefined, 'reference/index']);
    expect(pager('reference/index')).toEqual(['intro', 'Index item']);
    expect(pager('reference/x')).toEqual(['Index item', undefined]);
  });
});
