import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { NOT_FOUND_ROUTE } from '../../core/routes/paths.ts';
import { lastVersionOf } from '../../core/site/doc-instances.ts';
import type {
  BlogPost,
  BlogTag,
  Doc,
  DocVersion,
  SidebarCategory,
  SidebarItem,
  Site,
  SourceFile,
  StandalonePage,
} from '../../core/site/model.ts';
import { CONFIG_FILE } from '../../node/config/load-site-config.ts';
import { frontMatterKeyAt } from '../load/front-matter-schema.ts';
import { blogRoutes, legacyBlogRedirects } from './blog-routes.ts';

export type RouteEntry =
  | { route: string; kind: 'doc'; doc: Doc; version: DocVersion }
  | { route: string; kind: 'categoryIndex'; category: GeneratedIndexCategory; version: DocVersion }
  | { route: string; kind: 'page'; page: StandalonePage }
  | BlogListEntry
  | { route: string; kind: 'blogPost'; post: BlogPost }
  | { route: string; kind: 'authors' }
  | { route: string; kind: 'blogTags'; tags: TaggedPosts[] }
  | { route: string; kind: 'blogArchive' }
  | {
      route: string;
      kind: 'redirect';
      to: string;
      title: string;
      /** The route whose access rules the redirect follows (a moved post's old address is gated as the post). */
      gatedAs?: string;
    }
  | { route: string; kind: 'notFound' }
  | { route: string; kind: 'search' };

/** A page of the blog's list (`/blog`, `/blog/page/2`), or of the posts with one tag (`/blog/tags/<tag>`). */
export interface BlogListEntry {
  route: string;
  kind: 'blogList';
  page: number;
  posts: BlogPost[];
  totalPages: number;
  /** The route of the list's first page; later pages add `/page/<n>`. */
  basePath: string;
  /** On a tag's pages: the tag and all its posts. */
  tag?: TaggedPosts;
}

/** A tag and the posts its pages list (each reader is told how many of them they may open). */
interface TaggedPosts {
  tag: BlogTag;
  posts: BlogPost[];
}

export interface RouteTable {
  /** The site without the pages whose route another page has. */
  site: Site;
  routes: RouteEntry[];
  /** Duplicate routes and navbar links to nowhere: errors that leave the other routes buildable. */
  diagnostics: Diagnostic[];
}

/**
 * The route stage: every route of the site, checked for duplicates and for navbar links to nowhere. Of two pages
 * claiming one route, the one reported is left out of the site, so that the build goes on with the other.
 */
export function buildRouteTable(site: Site): RouteTable {
  const all = siteRoutes(site);
  const clashes = duplicateRoutes(all);
  const culprits = new Set(clashes.flatMap(({ culprit }) => sourceFileOf(culprit) ?? []));
  const kept = culprits.size === 0 ? site : withoutFiles(site, culprits);
  const candidates = kept === site ? all : siteRoutes(kept);
  // What clashes still (generated pages) keeps the first.
  const left = new Set(duplicateRoutes(candidates).map(({ culprit }) => culprit));
  const routes = candidates.filter((entry) => !left.has(entry));
  return {
    site: kept,
    routes,
    diagnostics: [
      ...clashes.map((clash) => duplicateRouteDiagnostic(site.root, clash)),
      ...brokenNavbarItems(kept, routes),
    ],
  };
}

function siteRoutes(site: Site): RouteEntry[] {
  const routes: RouteEntry[] = [
    ...homeRedirect(site),
    ...site.pages.map((page): RouteEntry => ({ route: page.permalink, kind: 'page', page })),
    ...blogRoutes(site),
    ...site.versions.flatMap((version) => versionRoutes(version, site.pages)),
    { route: NOT_FOUND_ROUTE, kind: 'notFound' },
  ];
  return [...routes, ...searchPage(site, routes), ...legacyBlogRedirects(site, routes)];
}

/** The search page `theme.searchPagePath` asks for, unless a page of the site is there (as a Docusaurus page wins). */
function searchPage(site: Site, routes: readonly RouteEntry[]): RouteEntry[] {
  const path = site.config.theme.searchPagePath;
  if (path === undefined) return [];
  const route = `/${path}`;
  return routes.some((entry) => entry.route === route) ? [] : [{ route, kind: 'search' }];
}

function withoutFiles(site: Site, files: ReadonlySet<string>): Site {
  const keep = (entity: { source: SourceFile }) => !files.has(entity.source.file);
  return {
    ...site,
    versions: site.versions.map((version) => ({ ...version, docs: version.docs.filter(keep) })),
    blog: site.blog.filter(keep),
    pages: site.pages.filter(keep),
    leftOut: [...site.leftOut, ...files],
  };
}

/** A site without a home page still answers `/`: with the last version's main doc (docs at `/` answer it already). */
function homeRedirect(site: Site): RouteEntry[] {
  const latest = lastVersionOf(site.versions, site.config.docs.pluginId);
  const main = latest?.docs.find((d) => d.id === latest.mainDocId);
  if (site.pages.some((p) => p.permalink === '/') || site.versions.some((v) => v.path === '/') || !main)
    return [];
  return [{ route: '/', kind: 'redirect', to: main.permalink, title: main.title }];
}

/**
 * A version's docs and generated category pages, and its root leading to its main doc, unless a page of the site
 * is there (a React home page of docs served at `/`, as Docusaurus shows it).
 */
function versionRoutes(version: DocVersion, pages: Site['pages']): RouteEntry[] {
  const main = version.docs.find((d) => d.id === version.mainDocId);
  const rootIsFree = main?.permalink !== version.path && !pages.some((p) => p.permalink === version.path);
  const root: RouteEntry[] =
    main && rootIsFree
      ? [{ route: version.path, kind: 'redirect', to: main.permalink, title: main.title }]
      : [];
  return [
    ...root,
    ...version.docs.map((doc): RouteEntry => ({ route: doc.permalink, kind: 'doc', doc, version })),
    ...Object.values(version.sidebars).flatMap((items) =>
      generatedIndexCategories(items).map((category): RouteEntry => ({
        route: category.link.permalink,
        kind: 'categoryIndex',
        category,
        version,
      })),
    ),
  ];
}

/** A category whose page is generated: a list of its items. */
type GeneratedIndexCategory = SidebarCategory & {
  link: Extract<SidebarCategory['link'], { type: 'generated-index' }>;
};

function generatedIndexCategories(items: readonly SidebarItem[]): GeneratedIndexCategory[] {
  return items.flatMap((item): GeneratedIndexCategory[] => {
    if (item.type !== 'category') return [];
    const own = item.link?.type === 'generated-index' ? [item as GeneratedIndexCategory] : [];
    return [...own, ...generatedIndexCategories(item.items)];
  });
}

/** The markdown file a route is rendered from, if it has one (the generated pages have none). */
export function sourceFileOf(entry: RouteEntry): string | undefined {
  switch (entry.kind) {
    case 'doc':
      return entry.doc.source.file;
    case 'page':
      return entry.page.source.file;
    case 'blogPost':
      return entry.post.source.file;
    default:
      return undefined;
  }
}

function ownerOf(entry: RouteEntry): string {
  const file = sourceFileOf(entry);
  if (file) return file;
  if (entry.kind === 'categoryIndex')
    return `the generated page of sidebar category "${entry.category.label}" (version ${entry.version.name})`;
  return `the generated ${entry.kind} page`;
}

/** Two routes that are the same: the one that made the clash, and the other. */
interface RouteClash {
  culprit: RouteEntry;
  other: RouteEntry;
}

function duplicateRoutes(routes: readonly RouteEntry[]): RouteClash[] {
  const seen = new Map<string, RouteEntry>();
  const clashes: RouteClash[] = [];
  for (const entry of routes) {
    const key = entry.route.toLowerCase();
    const first = seen.get(key);
    if (!first) {
      seen.set(key, entry);
      continue;
    }
    // The file that asked for the route (its front matter's `slug` or `id`) made the clash, not the one whose own
    // name leads there; when both or neither did, the later one.
    const [culprit, other] = choseRoute(first) && !choseRoute(entry) ? [first, entry] : [entry, first];
    seen.set(key, other);
    clashes.push({ culprit, other });
  }
  return clashes;
}

/** Filed under the file that made the clash, at its `slug` when it has one. */
function duplicateRouteDiagnostic(root: string, { culprit, other }: RouteClash): Diagnostic {
  return {
    code: 'duplicate-route',
    severity: 'error',
    file: ownerOf(culprit),
    ...routeChoiceAt(root, culprit),
    message: `Route ${culprit.route} is claimed by both ${ownerOf(culprit)} and ${ownerOf(other)}.`,
    hint: `Give ${ownerOf(culprit)} another \`slug\` in its front matter, or rename one of the files.`,
  };
}

/** The front matter of a doc or blog post, whose `slug` or `id` may choose its route. */
function routingFrontMatter(entry: RouteEntry): Record<string, unknown> {
  if (entry.kind === 'doc') return entry.doc.source.frontMatter;
  return entry.kind === 'blogPost' ? entry.post.source.frontMatter : {};
}

/** Whether the page's route comes from its front matter rather than its file's name. */
function choseRoute(entry: RouteEntry): boolean {
  const frontMatter = routingFrontMatter(entry);
  return frontMatter.slug !== undefined || frontMatter.id !== undefined;
}

/** The line of the `slug` (or `id`) that chose a page's route, when its front matter chose it. */
function routeChoiceAt(root: string, entry: RouteEntry): Partial<Diagnostic> {
  const file = sourceFileOf(entry);
  if (!file || !choseRoute(entry)) return {};
  const key = routingFrontMatter(entry).slug !== undefined ? 'slug' : 'id';
  return frontMatterKeyAt(file, readFileSync(join(root, file), 'utf8'), key);
}

function brokenNavbarItems(site: Site, routes: RouteEntry[]): Diagnostic[] {
  const known = new Set(routes.map((r) => r.route));
  const links = site.config.navbar.items.flatMap((item) =>
    item.type === 'default' ? [item] : item.type === 'dropdown' ? item.items : [],
  );
  return links.flatMap((item): Diagnostic[] => {
    if (item.href) return [];
    const problem = !item.to
      ? `Navbar item "${item.label}" has neither \`to\` nor \`href\`.`
      : known.has(item.to.split('#')[0] ?? '')
        ? undefined
        : `Navbar item "${item.label}" links to ${item.to}, which is not a page of the site.`;
    return problem
      ? [{ code: 'navbar-item-broken', severity: 'error', file: CONFIG_FILE, message: problem }]
      : [];
  });
}
