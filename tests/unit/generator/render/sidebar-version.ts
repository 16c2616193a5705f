import type { Doc, DocVersion, SidebarItem } from '../../../../core/site/model.ts';

/** A doc of version 2.0.0 at `/docs/<id>`, its front matter fields given as the model holds them. */
function doc(id: string, fields: Partial<Doc> = {}): Doc {
  const source = {
    file: `content/versioned_docs/version-2.0.0/${id}.md`,
    body: '',
    bodyLine: 1,
    frontMatter: {},
  };
  return {
    id,
    version: '2.0.0',
    permalink: `/docs/${id}`,
    title: id,
    dirName: '.',
    unlisted: false,
    tags: [],
    source,
    ...fields,
  };
}

const closed = { collapsed: true, collapsible: true };

/**
 * `main`: a top doc, two closed categories (the first with a generated page and a closed category inside), an
 * open one; `other`: a doc and a closed category.
 */
export const SIDEBARS: Record<string, SidebarItem[]> = {
  main: [
    { type: 'doc', id: 'intro' },
    {
      type: 'category',
      label: 'Guides',
      ...closed,
      link: { type: 'generated-index', permalink: '/docs/category/guides', title: 'Guides', keywords: [] },
      items: [
        { type: 'doc', id: 'guides/a', label: 'A guide' },
        { type: 'doc', id: 'guides/b' },
        { type: 'category', label: 'Deep', ...closed, items: [{ type: 'doc', id: 'guides/deep' }] },
      ],
    },
    {
      type: 'category',
      label: 'Reference',
      ...closed,
      link: { type: 'doc', id: 'reference/index' },
      items: [{ type: 'doc', id: 'reference/x', className: 'api' }],
    },
    {
      type: 'category',
      label: 'Open',
      collapsed: false,
      collapsible: true,
      items: [{ type: 'doc', id: 'open/z' }],
    },
    { type: 'link', label: 'Website', href: 'https://example.com' },
  ],
  other: [
    { type: 'doc', id: 'other/one' },
    { type: 'category', label: 'More', ...closed, items: [{ type: 'doc', id: 'other/two' }] },
  ],
};

export const DOCS: Doc[] = [
  doc('intro'),
  doc('guides/a'),
  doc('guides/b', { sidebarLabel: 'B guide', sidebarClassName: 'b' }),
  doc('guides/deep'),
  doc('reference/index'),
  doc('reference/x'),
  doc('open/z'),
  doc('other/one'),
  doc('other/two'),
  doc('elsewhere', { displayedSidebar: 'other' }),
];

export function version(docs: Doc[] = DOCS): DocVersion {
  return {
    name: '2.0.0',
    instance: 'default',
    label: '2.0.0',
    isLast: true,
    path: '/docs',
    banner: null,
    mainDocId: 'intro',
    docs,
    sidebars: SIDEBARS,
    draftIds: [],
    dir: 'content/versioned_docs/version-2.0.0',
  };
}
