import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Site } from '../../core/site/model.ts';
import { SEARCH_INDEX_FILE } from '../../core/search/search-index-file.ts';
import { indexedSections } from '../../generator/search/indexed-sections.ts';
import { writeSearchIndex } from '../../generator/search/search-index.ts';
import { hashText } from '../../generator/transform/mdx/partial-files.ts';
import type { TransformOutput } from '../../generator/transform/context.ts';
import { SectionSearch } from '../../server/search/section-search.ts';

/** A page of a fake site: its route, title and the HTML its markdown became. */
export interface FakePage {
  route: string;
  title: string;
  html: string;
  unlisted?: boolean;
}

/**
 * The little of a site the search index reads (its locale, versions with docs, blog posts) and the transform
 * outputs of their files; versions newest first, the first one the latest.
 */
function fakeSite(versions: Record<string, FakePage[]>, blog: FakePage[], locale: string) {
  const transformed = new Map<string, TransformOutput>();
  const sourceOf = (page: FakePage) => {
    const file = `content${page.route}.md`;
    const { html } = page;
    transformed.set(file, {
      html,
      htmlHash: hashText(html),
      sections: indexedSections(html, locale),
    } as TransformOutput);
    return { file, body: '', bodyLine: 1, frontMatter: {} };
  };
  const site = {
    config: { i18n: { defaultLocale: locale }, docs: { pluginId: 'default' } },
    versions: Object.entries(versions).map(([name, pages], index) => ({
      name,
      instance: 'default',
      isLast: index === 0,
      docs: pages.map((page) => ({
        permalink: page.route,
        title: page.title,
        unlisted: page.unlisted ?? false,
        source: sourceOf(page),
      })),
    })),
    blog: blog.map((post) => ({ permalink: post.route, title: post.title, source: sourceOf(post) })),
  } as unknown as Site;
  return { site, transformed };
}

const opened: { search: SectionSearch; dir: string }[] = [];

/**
 * The search of a fake site whose pages are written in `locale`, through the database the build writes;
 * `closeSearches` closes every one.
 */
export async function searchOf(versions: Record<string, FakePage[]>, blog: FakePage[] = [], locale = 'en') {
  const { site, transformed } = fakeSite(versions, blog, locale);
  const dir = await mkdtemp(join(tmpdir(), 'docgen-search-test-'));
  await writeSearchIndex(site, transformed, { outDir: dir, previousDir: undefined });
  const search = new SectionSearch(join(dir, SEARCH_INDEX_FILE));
  opened.push({ search, dir });
  return search;
}

export async function closeSearches(): Promise<void> {
  for (const { search, dir } of opened.splice(0)) {
    search.close();
    await rm(dir, { recursive: true, force: true });
  }
}
