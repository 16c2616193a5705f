import type { BlogPost, BlogTag, Site } from '../../core/site/model.ts';
import { BLOG_ROUTE } from '../load/blog-post-path.ts';
import { TAGS_ROUTE } from '../load/blog-tags.ts';
import type { BlogListEntry, RouteEntry } from './route-table.ts';

const AUTHORS_ROUTE = `${BLOG_ROUTE}/authors`;
const ARCHIVE_ROUTE = `${BLOG_ROUTE}/archive`;

/**
 * The blog's routes, as Docusaurus lays them out: the list (`/blog`, `/blog/page/2`, …), every post, the authors,
 * the archive, all tags (`/blog/tags`) and each tag's list (`/blog/tags/<tag>`, `/blog/tags/<tag>/page/2`, …).
 * Unlisted posts have their own page only.
 */
export function blogRoutes(site: Site): RouteEntry[] {
  if (site.blog.length === 0) return [];
  const perPage = site.config.blog.postsPerPage;
  const tags = tagGroups(site.blog);
  const tagsPage: RouteEntry[] =
    tags.length === 0
      ? []
      : [
          {
            route: TAGS_ROUTE,
            kind: 'blogTags',
            tags: tags.filter((group) => group.listed),
          },
        ];
  // As Docusaurus, an authors page only where `authors.yml` names some.
  const authorsPage: RouteEntry[] =
    Object.keys(site.authors).length === 0 ? [] : [{ route: AUTHORS_ROUTE, kind: 'authors' }];
  return [
    ...listPages(listedPosts(site.blog), BLOG_ROUTE, perPage),
    ...authorsPage,
    { route: ARCHIVE_ROUTE, kind: 'blogArchive' },
    ...tagsPage,
    ...tags.flatMap(({ tag, posts }) => listPages(posts, tag.permalink, perPage, { tag, posts })),
    ...site.blog.map((post): RouteEntry => ({ route: post.permalink, kind: 'blogPost', post })),
  ];
}

/** A moved post's old address (`/blog/<name>`) leads to it, unless a page of the site now has that route. */
export function legacyBlogRedirects(site: Site, routes: readonly RouteEntry[]): RouteEntry[] {
  const taken = new Set(routes.map((entry) => entry.route.toLowerCase()));
  return site.blog.flatMap((post): RouteEntry[] => {
    const from = post.legacyPermalink;
    if (!from || taken.has(from.toLowerCase())) return [];
    taken.add(from.toLowerCase());
    return [
      { route: from, kind: 'redirect', to: post.permalink, title: post.title, gatedAs: post.permalink },
    ];
  });
}

export function listedPosts(posts: readonly BlogPost[]): BlogPost[] {
  return posts.filter((post) => !post.unlisted);
}

/** Page `n` of a list whose first page is `basePath`. */
export function listPageRoute(basePath: string, page: number): string {
  return page === 1 ? basePath : `${basePath}/page/${page}`;
}

function listPages(
  posts: BlogPost[],
  basePath: string,
  perPage: number,
  tag?: BlogListEntry['tag'],
): BlogListEntry[] {
  const totalPages = Math.max(1, Math.ceil(posts.length / perPage));
  return Array.from({ length: totalPages }, (_, index) => ({
    route: listPageRoute(basePath, index + 1),
    kind: 'blogList',
    page: index + 1,
    totalPages,
    basePath,
    posts: posts.slice(index * perPage, (index + 1) * perPage),
    ...(tag ? { tag } : {}),
  }));
}

interface TagGroup {
  tag: BlogTag;
  posts: BlogPost[];
  /** Shown on the tags page: some post with the tag is listed. */
  listed: boolean;
}

/**
 * Posts by tag page, in order of first use. A tag whose posts are all unlisted keeps its page (with them), but
 * is not on the tags page; otherwise its page shows its listed posts only.
 */
function tagGroups(posts: readonly BlogPost[]): TagGroup[] {
  const byPermalink = new Map<string, { tag: BlogTag; posts: BlogPost[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const group = byPermalink.get(tag.permalink) ?? { tag, posts: [] };
      group.posts.push(post);
      byPermalink.set(tag.permalink, group);
    }
  }
  return [...byPermalink.values()].map(({ tag, posts: tagged }) => {
    const listed = listedPosts(tagged);
    return listed.length > 0 ? { tag, posts: listed, listed: true } : { tag, posts: tagged, listed: false };
  });
}
