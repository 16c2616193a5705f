import { describe, expect, it } from 'vitest';
import type { BlogPost, Doc, DocVersion } from '../../../../core/site/model.ts';
import { affectedRoutes } from '../../../../generator/dev/affected-routes.ts';
import type { RouteEntry } from '../../../../generator/route/route-table.ts';

function doc(version: string, id: string, permalink: string, frontMatter: Record<string, unknown> = {}): Doc {
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : id;
  const source = {
    file: `content/versioned_docs/version-${version}/${id}.md`,
    body: '',
    bodyLine: 1,
    frontMatter,
  };
  return { id, version, permalink, title, dirName: '.', unlisted: false, tags: [], source };
}

function post(slug: string, frontMatter: Record<string, unknown> = {}): BlogPost {
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : slug;
  const source = { file: `content/blog/2025-01-01-${slug}.md`, body: '', bodyLine: 1, frontMatter };
  const permalink = `/blog/2025/01/01/${slug}`;
  return { permalink, title, date: '2025-01-01', authors: [], tags: [], unlisted: false, source };
}

const version = (name: string, docs: Doc[]) => ({ name, docs }) as unknown as DocVersion;
const latest = [doc('2.0.0', 'overview', '/docs/overview'), doc('2.0.0', 'faq', '/docs/faq')];
const older = [doc('1.0.0', 'faq', '/docs/1.0.0/faq')];
const posts = [post('a'), post('b'), post('c')];
const routes: RouteEntry[] = [
  { route: '/docs', kind: 'redirect', to: '/docs/overview', title: 'overview' },
  ...latest.map((d): RouteEntry => ({
    route: d.permalink,
    kind: 'doc',
    doc: d,
    version: version('2.0.0', latest),
  })),
  ...older.map((d): RouteEntry => ({
    route: d.permalink,
    kind: 'doc',
    doc: d,
    version: version('1.0.0', older),
  })),
  { route: '/blog', kind: 'blogList', page: 1, totalPages: 2, basePath: '/blog', posts: posts.slice(0, 2) },
  {
    route: '/blog/page/2',
    kind: 'blogList',
    page: 2,
    totalPages: 2,
    basePath: '/blog',
    posts: posts.slice(2),
  },
  { route: '/blog/authors', kind: 'authors' },
  { route: '/blog/archive', kind: 'blogArchive' },
  ...posts.map((p): RouteEntry => ({ route: p.permalink, kind: 'blogPost', post: p })),
  { route: '/404', kind: 'notFound' },
];
const routesOf = (entries: RouteEntry[]) => entries.map((e) => e.route);

describe('the routes docgen dev redoes after a save', () => {
  it('redoes only the doc itself when only its body changed', () => {
    const before = latest[1]!;
    const change = { kind: 'doc' as const, version: '2.0.0', before, after: { ...before } };
    expect(routesOf(affectedRoutes(routes, change, false))).toEqual(['/docs/faq']);
  });

  it('redoes the docs of the same version when the title or front matter changed', () => {
    const before = latest[0]!;
    const after = doc('2.0.0', 'overview', '/docs/overview', { title: 'Start here' });
    const change = { kind: 'doc' as const, version: '2.0.0', before, after };
    expect(routesOf(affectedRoutes(routes, change, false))).toEqual(['/docs', '/docs/overview', '/docs/faq']);
  });

  it("redoes the version's generated category pages, and no other, when a doc's first line of text changed", () => {
    const category = (name: string, docs: Doc[]): RouteEntry => ({
      route: `/docs/${name === '2.0.0' ? '' : `${name}/`}category/guides`,
      kind: 'categoryIndex',
      category: {} as Extract<RouteEntry, { kind: 'categoryIndex' }>['category'],
      version: version(name, docs),
    });
    const withCategories = [...routes, category('2.0.0', latest), category('1.0.0', older)];
    const before = latest[1]!;
    const change = { kind: 'doc' as const, version: '2.0.0', before, after: { ...before } };
    expect(routesOf(affectedRoutes(withCategories, change, true))).toEqual([
      '/docs/faq',
      '/docs/category/guides',
    ]);
    expect(routesOf(affectedRoutes(withCategories, change, false))).toEqual(['/docs/faq']);
  });

  it('redoes a post and the blog list page showing its excerpt', () => {
    const before = posts[2]!;
    const change = { kind: 'post' as const, before, after: { ...before } };
    expect(routesOf(affectedRoutes(routes, change, false))).toEqual(['/blog/page/2', '/blog/2025/01/01/c']);
  });

  it('redoes every blog page when a post title changed (lists, sidebars, authors, archive)', () => {
    const before = posts[0]!;
    const change = { kind: 'post' as const, before, after: post('a', { title: 'A new title' }) };
    expect(routesOf(affectedRoutes(routes, change, false))).toEqual([
      '/blog',
      '/blog/page/2',
      '/blog/authors',
      '/blog/archive',
      '/blog/2025/01/01/a',
      '/blog/2025/01/01/b',
      '/blog/2025/01/01/c',
    ]);
  });
});
