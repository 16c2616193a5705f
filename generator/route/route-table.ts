import { DiagnosticsError, type Diagnostic } from '../../core/errors/diagnostic.ts';
import { NOT_FOUND_ROUTE } from '../../core/routes/paths.ts';
import type {
  BlogPost,
  Doc,
  DocVersion,
  SidebarCategory,
  SidebarItem,
  Site,
  StandalonePage,
} from '../../core/site/model.ts';
import { CONFIG_FILE } from '../load/config.ts';

export type RouteEntry =
  | { route: string; kind: 'doc'; doc: Doc; version: DocVersion }
  | { route: string; kind: 'categoryIndex'; category: GeneratedIndexCategory; version: DocVersion }
  | { route: string; kind: 'page'; page: StandalonePage }
  | { route: string; kind: 'blogList'; page: number; posts: BlogPost[]; totalPages: number }
  | { route: string; kind: 'blogPost'; post: BlogPost }
  | { route: string; kind: 'authors' }
  | { route: string; kind: 'redirect'; to: string; title: string }
  | { route: string; kind: 'notFound' };

/** The route stage: every route of the site, checked for duplicates and for navbar links to nowhere. */
export function buildRouteTable(site: Site): RouteEntry[] {
  const routes: RouteEntry[] = [
    ...homeRedirect(site),
    ...site.pages.map((page): RouteEntry => ({ route: page.permalink, kind: 'page', page })),
    ...blogRoutes(site),
    ...site.versions.flatMap(versionRoutes),
    { route: NOT_FOUND_ROUTE, kind: 'notFound' },
  ];
  const diagnostics = [...duplicateRoutes(routes), ...brokenNavbarItems(site, routes)];
  if (diagnostics.length > 0) throw new DiagnosticsError(diagnostics);
  return routes;
}

/** A site without a home page still answers `/`: with the latest version's main doc. */
function homeRedirect(site: Site): RouteEntry[] {
  const latest = site.versions[0];
  const main = latest?.docs.find((d) => d.id === latest.mainDocId);
  if (site.pages.some((p) => p.permalink === '/') || !main) return [];
  return [{ route: '/', kind: 'redirect', to: main.permalink, title: main.title }];
}

function versionRoutes(version: DocVersion): RouteEntry[] {
  const main = version.docs.find((d) => d.id === version.mainDocId);
  const root: RouteEntry[] =
    main && main.permalink !== version.path
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
export type GeneratedIndexCategory = SidebarCategory & {
  link: Extract<SidebarCategory['link'], { type: 'generated-index' }>;
};

function generatedIndexCategories(items: readonly SidebarItem[]): GeneratedIndexCategory[] {
  return items.flatMap((item): GeneratedIndexCategory[] => {
    if (item.type !== 'category') return [];
    const own = item.link?.type === 'generated-index' ? [item as GeneratedIndexCategory] : [];
    return [...own, ...generatedIndexCategories(item.items)];
  });
}

function blogRoutes(site: Site): RouteEntry[] {
  if (site.blog.length === 0) return [];
  const perPage = site.config.blog.postsPerPage;
  const totalPages = Math.ceil(site.blog.length / perPage);
  const lists = Array.from({ length: totalPages }, (_, index): RouteEntry => ({
    route: index === 0 ? '/blog' : `/blog/page/${index + 1}`,
    kind: 'blogList',
    page: index + 1,
    totalPages,
    posts: site.blog.slice(index * perPage, (index + 1) * perPage),
  }));
  return [
    ...lists,
    { route: '/blog/authors', kind: 'authors' },
    ...site.blog.map((post): RouteEntry => ({ route: post.permalink, kind: 'blogPost', post })),
  ];
}

function ownerOf(entry: RouteEntry): string {
  switch (entry.kind) {
    case 'doc':
      return entry.doc.source.file;
    case 'page':
      return entry.page.source.file;
    case 'blogPost':
      return entry.post.source.file;
    case 'categoryIndex':
      return `the generated page of sidebar category "${entry.category.label}" (version ${entry.version.name})`;
    default:
      return `the generated ${entry.kind} page`;
  }
}

function duplicateRoutes(routes: RouteEntry[]): Diagnostic[] {
  const seen = new Map<string, RouteEntry>();
  const diagnostics: Diagnostic[] = [];
  for (const entry of routes) {
    const key = entry.route.toLowerCase();
    const first = seen.get(key);
    if (!first) {
      seen.set(key, entry);
      continue;
    }
    diagnostics.push({
      code: 'duplicate-route',
      severity: 'error',
      file: ownerOf(entry),
      message: `Route ${entry.route} is claimed by both ${ownerOf(first)} and ${ownerOf(entry)}.`,
      hint: 'Rename one of the files or give one a different `slug` in its front matter.',
    });
  }
  return diagnostics;
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
