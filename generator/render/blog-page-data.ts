import type { Author, BlogPost, Site } from '../../core/site/model.ts';
import type {
  AuthorData,
  AuthorsPageData,
  BlogArchivePageData,
  BlogListPageData,
  BlogPostPageData,
  BlogPostSummary,
  BlogSidebarYear,
  BlogTagsPageData,
} from '../../core/site/page-data.ts';
import { TAGS_ROUTE } from '../load/blog-tags.ts';
import { TRUNCATE_IN_HTML } from '../load/blog-truncate.ts';
import { listedPosts, listPageRoute } from '../route/blog-routes.ts';
import type { BlogListEntry, RouteEntry } from '../route/route-table.ts';
import type { TransformOutput } from '../transform/context.ts';
import { tocOf } from './doc-page-fields.ts';

const WORDS_PER_MINUTE = 200;

type Output = (file: string) => TransformOutput;

export function blogListPageData(site: Site, entry: BlogListEntry, output: Output): BlogListPageData {
  const { page, totalPages, basePath, tag } = entry;
  return {
    kind: 'blogList',
    route: entry.route,
    title: tag ? taggedTitle(tag.count, tag.tag.label) : site.config.blog.title,
    description: tag
      ? (tag.tag.description ?? `Blog posts tagged "${tag.tag.label}"`)
      : `${site.config.productName} news, release notes and customer stories`,
    posts: entry.posts.map((post) => summarize(post, output(post.source.file))),
    sidebar: blogSidebar(site.blog),
    page,
    totalPages,
    previousPage: page > 1 ? listPageRoute(basePath, page - 1) : undefined,
    nextPage: page < totalPages ? listPageRoute(basePath, page + 1) : undefined,
    ...(tag && {
      tag: {
        label: tag.tag.label,
        permalink: tag.tag.permalink,
        description: tag.tag.description,
        count: tag.count,
        allTagsPath: TAGS_ROUTE,
      },
    }),
  };
}

export function blogPostPageData(
  site: Site,
  entry: Extract<RouteEntry, { kind: 'blogPost' }>,
  output: Output,
): BlogPostPageData {
  const { post } = entry;
  const out = output(post.source.file);
  const listed = listedPosts(site.blog);
  const index = listed.indexOf(post);
  const link = (p: BlogPost | undefined) => p && { title: p.title, permalink: p.permalink };
  return {
    kind: 'blogPost',
    route: entry.route,
    title: post.title,
    description: post.description,
    post: summarize(post, out),
    html: out.html,
    toc: tocOf(post.source, out.toc),
    hasMermaid: out.hasMermaid,
    sidebar: blogSidebar(site.blog),
    // An unlisted post links to no neighbours, and none links to it.
    previous: index < 0 ? undefined : link(listed[index - 1]),
    next: index < 0 ? undefined : link(listed[index + 1]),
  };
}

export function authorsPageData(site: Site, route: string): AuthorsPageData {
  const listed = listedPosts(site.blog);
  return {
    kind: 'authors',
    route,
    title: 'Authors',
    description: `The people who write the ${site.config.productName} blog`,
    authors: Object.values(site.authors).map((author) => ({
      ...authorData(author),
      postCount: listed.filter((p) => p.authors.some((a) => a.key === author.key)).length,
    })),
  };
}

export function blogTagsPageData(entry: Extract<RouteEntry, { kind: 'blogTags' }>): BlogTagsPageData {
  return {
    kind: 'blogTags',
    route: entry.route,
    title: 'Tags',
    description: 'Every tag of the blog',
    tags: entry.tags
      .map(({ tag, count }) => ({ label: tag.label, permalink: tag.permalink, count }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}

export function blogArchivePageData(site: Site, route: string): BlogArchivePageData {
  return {
    kind: 'blogArchive',
    route,
    title: 'Archive',
    description: `Every post of the ${site.config.productName} blog, by year`,
    // As Docusaurus lists it: the newest year first, and each year from its first post on.
    years: byYear(listedPosts(site.blog)).map(({ year, posts }) => ({
      year,
      posts: posts
        .map((post) => ({ title: post.title, permalink: post.permalink, date: post.date }))
        .reverse(),
    })),
  };
}

/** As Docusaurus titles a tag's page: `One post tagged with "Release"`, `3 posts tagged with "Release"`. */
function taggedTitle(count: number, label: string): string {
  return `${count === 1 ? 'One post' : `${count} posts`} tagged with "${label}"`;
}

function summarize(post: BlogPost, out: TransformOutput): BlogPostSummary {
  const cut = out.html.search(TRUNCATE_IN_HTML);
  return {
    permalink: post.permalink,
    title: post.title,
    date: post.date,
    readingMinutes: Math.max(1, Math.ceil(out.words / WORDS_PER_MINUTE)),
    authors: post.authors.map(authorData),
    tags: post.tags.map(({ label, permalink }) => ({ label, permalink })),
    excerptHtml: cut < 0 ? out.html : out.html.slice(0, cut),
    hasMore: cut >= 0,
  };
}

function authorData(author: Author): AuthorData {
  const { key, name, title, url, imageUrl, email } = author;
  return { key, name, title, url, imageUrl, email };
}

function blogSidebar(posts: readonly BlogPost[]): BlogSidebarYear[] {
  return byYear(listedPosts(posts)).map(({ year, posts: inYear }) => ({
    year,
    posts: inYear.map((post) => ({ title: post.title, permalink: post.permalink })),
  }));
}

function byYear(posts: readonly BlogPost[]): { year: string; posts: BlogPost[] }[] {
  const years = new Map<string, BlogPost[]>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].map(([year, inYear]) => ({ year, posts: inYear }));
}
