import type { Site } from '../../core/site/model.ts';
import { lastVersionOf } from '../../core/site/doc-instances.ts';
import { isReactPage } from '../load/react-pages.ts';
import type { PageData } from '../../core/site/page-data.ts';
import type { TransformOutput } from '../transform/context.ts';
import type { RouteEntry } from '../route/route-table.ts';
import {
  authorsPageData,
  blogArchivePageData,
  blogListPageData,
  blogPostPageData,
  blogTagsPageData,
} from './blog-page-data.ts';
import { showsLink } from '../../core/site/visible-links.ts';
import { themeTranslate, type Translate } from '../../theme/i18n/theme-strings.ts';
import { EVERY_ENTRY, type Audience } from './audience.ts';
import { categoryCards } from './category-cards.ts';
import { absoluteUrl, docPageFields, tocOf } from './doc-page-fields.ts';
import { categoryNavigation, docNavigation } from './sidebar-data.ts';
import { versionLinks } from './version-links.ts';
import { docEditUrl, postEditUrl, type EditContext } from './edit-url.ts';
import { SINGLE_LOCALE, type PageLocalizer } from '../i18n/page-localizer.ts';

export interface PageDataParams {
  site: Site;
  entry: RouteEntry;
  /** Transform output by source file. */
  transformed: ReadonlyMap<string, TransformOutput>;
  /** Who the page is for: it lists only the pages they may open. Default: every entry. */
  audience?: Audience;
  /** The locale the page is rendered in, and its route there: an `editUrl` function is given both. */
  localizer?: Pick<PageLocalizer, 'locale' | 'route'>;
  /** The theme's texts in the page's locale, for the titles and descriptions the generator writes. Default: English. */
  translate?: Translate;
}

const ENGLISH = themeTranslate('en');

/** The props of one route's page: rendered to HTML, which embeds them for hydration and client navigation. */
export function buildPageData(params: PageDataParams): PageData {
  const { site, entry, transformed, audience = EVERY_ENTRY, translate = ENGLISH } = params;
  const { localizer = SINGLE_LOCALE } = params;
  const where = (route: string): EditContext => ({
    locale: localizer.locale ?? site.config.i18n.defaultLocale,
    permalink: localizer.route(route),
  });
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
        ...docPageFields(doc, out, site),
        ...optionalEditUrl(docEditUrl(site, version, doc, where(entry.route))),
        ...docNavigation(version, doc, audience),
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
        cards: categoryCards(
          version,
          category.items,
          (doc) => transformed.get(doc.source.file)?.excerpt,
          audience,
        ),
        ...categoryNavigation(version, category, audience),
        versionLinks: versionLinks(site, entry.route, version),
      };
    }
    case 'page': {
      const { page } = entry;
      const out = output(page.source.file);
      if (entry.route === '/' && !isReactPage(page)) {
        return {
          kind: 'home',
          route: '/',
          title: page.title,
          description: page.description,
          tagline: site.config.tagline,
          features: homeFeatures(page.source.frontMatter.features).filter((feature) =>
            showsLink(feature.to, audience.mayOpen),
          ),
          callToAction: homeCallToAction(site, page.source.frontMatter.cta),
          html: out.html,
        };
      }
      const common = { route: entry.route, title: page.title, description: page.description };
      const toc = tocOf(page.source, out.toc);
      const hideTitle = out.hasContentTitle || isReactPage(page) ? { hideTitle: true } : {};
      return { kind: 'markdown', ...common, ...hideTitle, html: out.html, toc, hasMermaid: out.hasMermaid };
    }
    case 'blogList':
      return blogListPageData(site, entry, output, audience, translate);
    case 'blogPost':
      return {
        ...blogPostPageData(site, entry, output, audience),
        ...optionalEditUrl(postEditUrl(site, entry.post, where(entry.route))),
      };
    case 'authors':
      return authorsPageData(site, entry.route, audience, translate);
    case 'blogTags':
      return blogTagsPageData(entry, audience, translate);
    case 'blogArchive':
      return blogArchivePageData(site, entry.route, audience, translate);
    case 'redirect':
      return { kind: 'redirect', route: entry.route, title: entry.title, to: entry.to };
    case 'notFound':
      return { kind: 'notFound', route: entry.route, title: translate('theme.NotFound.title') };
    case 'search':
      return { kind: 'search', route: entry.route, title: translate('theme.SearchPage.emptyResultsTitle') };
  }
}

/**
 * Where the home page's button leads: its front matter's `cta`, else where the latest version's root leads. Its
 * label is the front matter's; without one the theme names the button in the page's language.
 */
function homeCallToAction(site: Site, value: unknown): { label?: string; to: string } {
  const latest = lastVersionOf(site.versions, site.config.docs.pluginId);
  const main = latest?.docs.find((doc) => doc.id === latest.mainDocId);
  const fallback = main?.permalink ?? latest?.path ?? '/';
  if (typeof value !== 'object' || value === null) return { to: fallback };
  const { label, to } = value as Record<string, unknown>;
  return {
    ...(typeof label === 'string' && label !== '' ? { label } : {}),
    to: typeof to === 'string' && to !== '' ? to : fallback,
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

/** An `editUrl` field only when there is a link to show (`custom_edit_url: ''` shows none, as in Docusaurus). */
function optionalEditUrl(editUrl: string | undefined): { editUrl?: string } {
  return editUrl ? { editUrl } : {};
}
