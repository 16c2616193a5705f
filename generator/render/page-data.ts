import type { BlogPost, Site } from '../../core/site/model.ts';
import type { AuthorData, BlogPostSummary, BlogSidebarYear, PageData } from '../../core/site/page-data.ts';
import type { TransformOutput } from '../transform/context.ts';
import type { RouteEntry } from '../route/route-table.ts';
import { categoryCards } from './category-cards.ts';
import { absoluteUrl, docPageFields, tocOf } from './doc-page-fields.ts';
import { categoryNavigation, docNavigation } from './sidebar-data.ts';
import { versionLinks } from './version-links.ts';

const TRUNCATE = /<!--\s*truncate\s*-->/;
const WORDS_PER_MINUTE = 200;

export interface PageDataParams {
  site: Site;
  entry: RouteEntry;
  /** Transform output by source file. */
  transformed: ReadonlyMap<string, TransformOutput>;
}

/** The props of one route's page: written as JSON for client navigation and rendered to HTML. */
export function buildPageData({ site, entry, transformed }: PageDataParams): PageData {
  const output = (file: string): TransformOutput => {
    const result = transformed.get(file);
    if (!result) throw new Error(`No transform output for ${file}`);
    return result;
  };
  switch (entry.kind) {
    case 'doc': {
      const { doc, version } = entry;
      const out = output(doc.source.file);
      return {
        kind: 'doc',
        route: entry.route,
        title: doc.title,
        description: doc.description,
        version: version.name,
        docId: doc.id,
        html: out.html,
        hasMermaid: out.hasMermaid,
        ...docPageFields(doc, out.toc, site.config.url),
        ...docNavigation(version, doc),
        versionLinks: versionLinks(site, entry.route, version),
      };
    }
    case 'categoryIndex': {
      const { category, version } = entry;
      const { link } = category;
      return {
        kind: 'doc',
        route: entry.route,
        title: link.title,
        description: link.description,
        ...(link.keywords.length > 0 ? { keywords: link.keywords } : {}),
        ...(link.image ? { image: absoluteUrl(link.image, site.config.url) } : {}),
        version: version.name,
        html: '',
        toc: [],
        hasMermaid: false,
        cards: categoryCards(version, category.items),
        ...categoryNavigation(version, category),
        versionLinks: versionLinks(site, entry.route, version),
      };
    }
    case 'page': {
      const { page } = entry;
      const out = output(page.source.file);
      if (entry.route === '/') {
        return {
          kind: 'home',
          route: '/',
          title: page.title,
          description: page.description,
          tagline: site.config.tagline,
          features: homeFeatures(page.source.frontMatter.features),
          callToAction: homeCallToAction(site, page.source.frontMatter.cta),
          html: out.html,
        };
      }
      const common = { route: entry.route, title: page.title, description: page.description };
      const toc = tocOf(page.source, out.toc);
      return { kind: 'markdown', ...common, html: out.html, toc, hasMermaid: out.hasMermaid };
    }
    case 'blogList':
      return {
        kind: 'blogList',
        route: entry.route,
        title: site.config.blog.title,
        description: `${site.config.productName} news, release notes and customer stories`,
        posts: entry.posts.map((post) => summarize(site, post, output(post.source.file))),
        sidebar: blogSidebar(site.blog),
        page: entry.page,
        totalPages: entry.totalPages,
        previousPage:
          entry.page > 1 ? (entry.page === 2 ? '/blog' : `/blog/page/${entry.page - 1}`) : undefined,
        nextPage: entry.page < entry.totalPages ? `/blog/page/${entry.page + 1}` : undefined,
      };
    case 'blogPost': {
      const { post } = entry;
      const out = output(post.source.file);
      const index = site.blog.indexOf(post);
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
        sidebar: blogSidebar(site.blog),
        previous: link(site.blog[index - 1]),
        next: link(site.blog[index + 1]),
      };
    }
    case 'authors':
      return {
        kind: 'authors',
        route: entry.route,
        title: 'Authors',
        description: `The people who write the ${site.config.productName} blog`,
        authors: Object.values(site.authors).map((author) => ({
          ...authorData(site, author.key),
          postCount: site.blog.filter((p) => p.authorKeys.includes(author.key)).length,
        })),
      };
    case 'redirect':
      return { kind: 'redirect', route: entry.route, title: entry.title, to: entry.to };
    case 'notFound':
      return { kind: 'notFound', route: entry.route, title: 'Page Not Found' };
  }
}

function summarize(site: Site, post: BlogPost, out: TransformOutput): BlogPostSummary {
  const [excerpt = out.html] = out.html.split(TRUNCATE);
  return {
    permalink: post.permalink,
    title: post.title,
    date: post.date,
    readingMinutes: Math.max(1, Math.ceil(out.words / WORDS_PER_MINUTE)),
    authors: post.authorKeys.map((key) => authorData(site, key)),
    tags: post.tags,
    excerptHtml: excerpt,
    hasMore: TRUNCATE.test(out.html),
  };
}

function authorData(site: Site, key: string): AuthorData {
  const author = site.authors[key];
  return {
    key,
    name: author?.name ?? key,
    title: author?.title,
    url: author?.url,
    imageUrl: author?.imageUrl,
  };
}

function blogSidebar(posts: BlogPost[]): BlogSidebarYear[] {
  const years = new Map<string, BlogSidebarYear>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    const group = years.get(year) ?? { year, posts: [] };
    group.posts.push({ title: post.title, permalink: post.permalink });
    years.set(year, group);
  }
  return [...years.values()];
}

const DEFAULT_CTA_LABEL = 'Read the documentation';

/** Where the home page's button leads: its front matter's `cta`, else where the latest version's root leads. */
function homeCallToAction(site: Site, value: unknown): { label: string; to: string } {
  const latest = site.versions[0];
  const main = latest?.docs.find((doc) => doc.id === latest.mainDocId);
  const fallback = { label: DEFAULT_CTA_LABEL, to: main?.permalink ?? latest?.path ?? '/' };
  if (typeof value !== 'object' || value === null) return fallback;
  const { label, to } = value as Record<string, unknown>;
  return {
    label: typeof label === 'string' && label !== '' ? label : fallback.label,
    to: typeof to === 'string' && to !== '' ? to : fallback.to,
  };
}

function homeFeatures(value: unknown): { title: string; description: string; to: string }[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((f): f is Record<string, unknown> => typeof f === 'object' && f !== null)
    .map((f) => ({
      title: String(f.title ?? ''),
      description: String(f.description ?? ''),
      to: String(f.to ?? '/'),
    }));
}
