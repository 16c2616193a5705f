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
  LastUpdateData,
} from '../../core/site/page-data.ts';
import { showsLink } from '../../core/site/visible-links.ts';
import { TAGS_ROUTE } from '../load/blog-tags.ts';
import { excerptOf } from './post-excerpt.ts';
import { listedPosts, listPageRoute } from '../route/blog-routes.ts';
import type { BlogListEntry, RouteEntry } from '../route/route-table.ts';
import type { TransformOutput } from '../transform/context.ts';
import type { Translate } from '../../theme/i18n/theme-strings.ts';
import type { Audience } from './audience.ts';
import { lastUpdateOf, tocOf } from './doc-page-fields.ts';

const WORDS_PER_MINUTE = 200;

type Output = (file: string) => TransformOutput;

/**
 * The blog's lists name and count only the posts the audience may open: a list page keeps its place in the
 * pagination and shows its own posts less those (the pages' routes are every reader's), and only the blog
 * sidebar shows them locked (`signIn.showLockedEntries`), as the docs' sidebar does.
 */
export function blogListPageData(
  site: Site,
  entry: BlogListEntry,
  output: Output,
  audience: Audience,
  translate: Translate,
): BlogListPageData {
  const { page, totalPages, basePath, tag } = entry;
  const count = tag ? opened(tag.posts, audience).length : 0;
  const title = tag ? taggedTitle(translate, count, tag.tag.label) : site.config.blog.title;
  return {
    kind: 'blogList',
    route: entry.route,
    title,
    // Docusaurus describes a tag's page by its title unless the tag has a description of its own.
    ...(tag && { description: tag.tag.description ?? title }),
    posts: opened(entry.posts, audience).map((post) => summarize(site, post, output(post.source.file))),
    sidebar: blogSidebar(site.blog, audience),
    page,
    totalPages,
    previousPage: page > 1 ? listPageRoute(basePath, page - 1) : undefined,
    nextPage: page < totalPages ? listPageRoute(basePath, page + 1) : undefined,
    ...(tag && {
      tag: {
        label: tag.tag.label,
        permalink: tag.tag.permalink,
        description: tag.tag.description,
        count,
        allTagsPath: TAGS_ROUTE,
      },
    }),
  };
}

export function blogPostPageData(
  site: Site,
  entry: Extract<RouteEntry, { kind: 'blogPost' }>,
  output: Output,
  audience: Audience,
): BlogPostPageData {
  const { post } = entry;
  const out = output(post.source.file);
  // The neighbours are the nearest posts the reader may open.
  const listed = opened(listedPosts(site.blog), audience);
  const index = listed.indexOf(post);
  const link = (p: BlogPost | undefined) => p && { title: p.title, permalink: p.permalink };
  return {
    kind: 'blogPost',
    route: entry.route,
    title: post.title,
    description: post.description,
    post: summarize(site, post, out),
    html: out.html,
    toc: tocOf(post.source, out.toc),
    hasMermaid: out.hasMermaid,
    ...optionalLastUpdate(
      lastUpdateOf(
        post.source.frontMatter.last_update,
        site.config.blog,
        site.lastCommits?.[post.source.file],
      ),
    ),
    sidebar: blogSidebar(site.blog, audience),
    // An unlisted post links to no neighbours, and none links to it.
    previous: index < 0 ? undefined : link(listed[index - 1]),
    next: index < 0 ? undefined : link(listed[index + 1]),
  };
}

export function authorsPageData(
  site: Site,
  route: string,
  audience: Audience,
  translate: Translate,
): AuthorsPageData {
  const listed = opened(listedPosts(site.blog), audience);
  return {
    kind: 'authors',
    route,
    title: translate('theme.blog.authorsList.pageTitle'),
    authors: Object.values(site.authors).map((author) => ({
      ...authorData(author),
      postCount: listed.filter((p) => p.authors.some((a) => a.key === author.key)).length,
    })),
  };
}

/** Each tag with how many of its posts the reader may open; a tag of none of them is left out. */
export function blogTagsPageData(
  entry: Extract<RouteEntry, { kind: 'blogTags' }>,
  audience: Audience,
  translate: Translate,
): BlogTagsPageData {
  return {
    kind: 'blogTags',
    route: entry.route,
    title: translate('theme.tags.tagsPageTitle'),
    tags: entry.tags
      .map(({ tag, posts }) => ({
        label: tag.label,
        permalink: tag.permalink,
        count: opened(posts, audience).length,
      }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}

export function blogArchivePageData(
  site: Site,
  route: string,
  audience: Audience,
  translate: Translate,
): BlogArchivePageData {
  return {
    kind: 'blogArchive',
    route,
    title: translate('theme.blog.archive.title'),
    description: translate('theme.blog.archive.description'),
    // As Docusaurus lists it: the newest year first, and each year from its first post on.
    years: byYear(opened(listedPosts(site.blog), audience)).map(({ year, posts }) => ({
      year,
      posts: posts
        .map((post) => ({ title: post.title, permalink: post.permalink, date: post.date }))
        .reverse(),
    })),
  };
}

/** The routes of the posts the tags and authors pages count: a reader is told how many of them they may open. */
export function countedPostRoutes(site: Site): string[] {
  return listedPosts(site.blog).map((post) => post.permalink);
}

function opened(posts: readonly BlogPost[], audience: Audience): BlogPost[] {
  return posts.filter((post) => showsLink(post.permalink, audience.mayOpen));
}

/** As Docusaurus titles a tag's page, in the page's language: `One post tagged with "Release"`, `3 posts tagged…`. */
function taggedTitle(translate: Translate, count: number, label: string): string {
  return translate('theme.blog.tagTitle', {
    nPosts: translate.plural('theme.blog.post.plurals', count),
    tagName: label,
  });
}

function summarize(site: Site, post: BlogPost, out: TransformOutput): BlogPostSummary {
  return {
    permalink: post.permalink,
    title: post.title,
    date: post.date,
    ...(site.config.blog.showReadingTime && {
      readingMinutes: Math.max(1, Math.ceil(out.words / WORDS_PER_MINUTE)),
    }),
    authors: post.authors.map(authorData),
    tags: post.tags.map(({ label, permalink }) => ({ label, permalink })),
    ...excerptOf(out.html),
  };
}

function authorData(author: Author): AuthorData {
  const { key, name, title, url, imageUrl, email } = author;
  return { key, name, title, url, imageUrl, email };
}

/** Every listed post by year; one the audience may not open is left out, or locked when it shows locked entries. */
function blogSidebar(posts: readonly BlogPost[], audience: Audience): BlogSidebarYear[] {
  const shown = audience.showLocked ? listedPosts(posts) : opened(listedPosts(posts), audience);
  return byYear(shown).map(({ year, posts: inYear }) => ({
    year,
    posts: inYear.map((post) => ({
      title: post.title,
      permalink: post.permalink,
      ...(showsLink(post.permalink, audience.mayOpen) ? {} : { locked: true as const }),
    })),
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

function optionalLastUpdate(lastUpdate: LastUpdateData | undefined): { lastUpdate?: LastUpdateData } {
  return lastUpdate ? { lastUpdate } : {};
}
