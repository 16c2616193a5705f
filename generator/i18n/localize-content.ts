import { join, posix } from 'node:path';
import type { SiteConfig } from '../../core/config/schema.ts';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { SiteLocale } from '../../core/i18n/site-locales.ts';
import type {
  BlogPost,
  Doc,
  DocVersion,
  SidebarItem,
  Site,
  SourceFile,
  StandalonePage,
} from '../../core/site/model.ts';
import { loadAuthorsMap } from '../load/blog-authors.ts';
import { postFromSource, type BlogData } from '../load/blog.ts';
import { loadTagsFile } from '../load/blog-tags.ts';
import { docFromSource } from '../load/docs.ts';
import { readCheckedSource } from '../load/front-matter-schema.ts';
import { pageFromSource } from '../load/pages.ts';
import { isFile } from '../load/walk.ts';
import {
  docsLabelsFile,
  themeLabelsFile,
  translatedBlogDir,
  translatedDocsDir,
  translatedPagesDir,
} from './i18n-layout.ts';
import { readMessages } from './translation-json.ts';

/**
 * One locale's copy of the site, before its routes get the locale's prefix: each doc, post and page from its
 * translation where there is one, else the default locale's (listed in `untranslated`), and the labels of
 * sidebars, navbar and footer from the locale's translation files.
 */
export interface LocaleContent {
  site: Site;
  /** Routes (as the default locale has them) whose page has no translation. */
  untranslated: Set<string>;
  /**
   * Where each page's translation is or would be (`content/i18n/<locale>/…`) → its route: a translation's
   * relative links to another page resolve there, translated or not.
   */
  routesByFile: Record<string, string>;
  diagnostics: Diagnostic[];
}

export async function localizeContent(site: Site, locale: SiteLocale): Promise<LocaleContent> {
  const content: LocaleContent = { site, untranslated: new Set(), routesByFile: {}, diagnostics: [] };
  const take = takeTranslation(site.root, content);
  const versions = await Promise.all(
    site.versions.map((version) =>
      localizeVersion(site.root, version, locale.locale, take, content.diagnostics),
    ),
  );
  const blogData: BlogData = {
    authors: await loadAuthorsMap(site.root, content.diagnostics),
    tags: await loadTagsFile(site.root, content.diagnostics),
  };
  const blogDir = translatedBlogDir(locale.locale);
  const blog = await Promise.all(
    site.blog.map((post) =>
      take(
        post,
        post.permalink,
        posix.join(blogDir, posix.relative('content/blog', post.source.file)),
        (source) => {
          const read = postFromSource(source, posix.relative(blogDir, source.file), blogData);
          return (
            read.post && { ...read.post, permalink: post.permalink, legacyPermalink: post.legacyPermalink }
          );
        },
      ),
    ),
  );
  const pagesDir = translatedPagesDir(locale.locale);
  const pages = await Promise.all(
    site.pages.map((page) =>
      isMarkdown(page)
        ? take(
            page,
            page.permalink,
            posix.join(pagesDir, posix.relative('content/pages', page.source.file)),
            (source) => pageFromSource(source, posix.relative(pagesDir, source.file)),
          )
        : page,
    ),
  );
  const config = await localizeConfig(site.root, site.config, locale.locale, content.diagnostics);
  content.site = { ...site, config, versions, blog: blog as BlogPost[], pages };
  return content;
}

type Take = <Item extends { source: SourceFile }>(
  original: Item,
  route: string,
  file: string,
  fromSource: (source: SourceFile) => Item | undefined,
) => Promise<Item>;

/** The translation of an item at `file` when there is one, else the original, marked untranslated. */
function takeTranslation(root: string, content: LocaleContent): Take {
  return async (original, route, file, fromSource) => {
    content.routesByFile[file] = route;
    if (!(await isFile(join(root, file)))) {
      content.untranslated.add(route);
      return original;
    }
    const read = await readCheckedSource(root, join(root, file), kindOf(file));
    content.diagnostics.push(...read.diagnostics);
    const translated = read.source && fromSource(read.source);
    if (translated) return translated;
    content.untranslated.add(route);
    return original;
  };
}

function kindOf(file: string): 'doc' | 'post' | 'page' {
  if (file.includes('/docusaurus-plugin-content-blog/')) return 'post';
  if (file.includes('/docusaurus-plugin-content-pages/')) return 'page';
  return 'doc';
}

function isMarkdown(page: StandalonePage): boolean {
  return /\.mdx?$/.test(page.source.file);
}

async function localizeVersion(
  root: string,
  version: DocVersion,
  locale: string,
  take: Take,
  diagnostics: Diagnostic[],
): Promise<DocVersion> {
  const dir = translatedDocsDir(locale, version.name);
  const docs = await Promise.all(
    version.docs.map((doc) => {
      const relativeFile = posix.relative(version.dir, doc.source.file);
      return take(doc, doc.permalink, posix.join(dir, relativeFile), (source): Doc | undefined => {
        const read = docFromSource(source, { relativeFile, version: version.name, path: version.path });
        // The translation keeps the original's place: its route and its id, which the sidebars name.
        return read.kind === 'doc' ? { ...read.doc, id: doc.id, permalink: doc.permalink } : undefined;
      });
    }),
  );
  const labels = await readMessages(root, docsLabelsFile(locale, version.name), diagnostics);
  const sidebars = Object.fromEntries(
    Object.entries(version.sidebars).map(([name, items]) => [
      name,
      translateSidebar(items, `sidebar.${name}`, labels),
    ]),
  );
  return { ...version, label: labels['version.label'] ?? version.label, docs, sidebars };
}

/** Sidebar labels by Docusaurus' keys: `sidebar.<sidebar>.category.<label>`, `….link.<label>`, `….doc.<label>`. */
function translateSidebar(
  items: readonly SidebarItem[],
  prefix: string,
  labels: Record<string, string>,
): SidebarItem[] {
  return items.map((item): SidebarItem => {
    if (item.type === 'category') {
      const key = `${prefix}.category.${item.label}`;
      const link =
        item.link?.type === 'generated-index'
          ? {
              ...item.link,
              title: labels[`${key}.link.generated-index.title`] ?? item.link.title,
              description: labels[`${key}.link.generated-index.description`] ?? item.link.description,
            }
          : item.link;
      return {
        ...item,
        label: labels[key] ?? item.label,
        items: translateSidebar(item.items, prefix, labels),
        ...(link ? { link } : {}),
      };
    }
    if (item.type === 'link') return { ...item, label: labels[`${prefix}.link.${item.label}`] ?? item.label };
    if (item.type === 'doc' && item.label)
      return { ...item, label: labels[`${prefix}.doc.${item.label}`] ?? item.label };
    return item;
  });
}

/** The navbar's and footer's labels by Docusaurus' keys (`navbar.json`, `footer.json`). */
async function localizeConfig(
  root: string,
  config: SiteConfig,
  locale: string,
  diagnostics: Diagnostic[],
): Promise<SiteConfig> {
  const navbar = await readMessages(root, themeLabelsFile(locale, 'navbar'), diagnostics);
  const footer = await readMessages(root, themeLabelsFile(locale, 'footer'), diagnostics);
  const label = <Item extends { label: string }>(item: Item): Item => ({
    ...item,
    label: navbar[`item.label.${item.label}`] ?? item.label,
  });
  return {
    ...config,
    navbar: {
      ...config.navbar,
      title: navbar.title ?? config.navbar.title,
      ...(config.navbar.logo
        ? { logo: { ...config.navbar.logo, alt: navbar['logo.alt'] ?? config.navbar.logo.alt } }
        : {}),
      items: config.navbar.items.map((item) =>
        item.type === 'default'
          ? label(item)
          : item.type === 'dropdown'
            ? { ...label(item), items: item.items.map(label) }
            : item,
      ),
    },
    footer: {
      ...config.footer,
      copyright: footer.copyright ?? config.footer.copyright,
      links: config.footer.links.map((link) => ({
        ...link,
        label: footer[`link.item.label.${link.label}`] ?? link.label,
      })),
    },
  };
}
