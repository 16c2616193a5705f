import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../../core/config/schema.ts';
import type { BlogPost, BlogTag, Site } from '../../../../core/site/model.ts';
import { buildPageData } from '../../../../generator/render/page-data.ts';
import type { BlogListEntry, RouteEntry } from '../../../../generator/route/route-table.ts';
import type { TransformOutput } from '../../../../generator/transform/context.ts';
import { themeTranslate } from '../../../../theme/i18n/theme-strings.ts';

const output = { html: '<p>Text</p>', toc: [], hasMermaid: false, words: 10 } as unknown as TransformOutput;
const news: BlogTag = { label: 'news', permalink: '/blog/tags/news' } as BlogTag;

function post(day: number): BlogPost {
  return {
    permalink: `/blog/2024/05/0${day}/post`,
    title: `Post ${day}`,
    date: `2024-05-0${day}`,
    authors: [],
    tags: [news],
    unlisted: false,
    source: { file: `blog/post-${day}.md`, frontMatter: {}, body: '' },
  } as unknown as BlogPost;
}

const posts = [post(1), post(2), post(3)];
const site = {
  config: siteConfigSchema.parse({ title: 'Example', url: 'https://example.com' }),
  blog: posts,
  authors: {},
  versions: [],
} as unknown as Site;
const transformed = new Map(posts.map((p) => [p.source.file, output]));

/** The title and description the generator writes for `entry`'s page in `locale`. */
function textsOf(entry: RouteEntry, locale: string): { title: string; description?: string } {
  const page = buildPageData({
    site,
    entry,
    transformed,
    translate: themeTranslate(locale),
  });
  return { title: page.title, description: page.description };
}

const blogPage: BlogListEntry = {
  route: '/blog',
  kind: 'blogList',
  page: 1,
  totalPages: 1,
  basePath: '/blog',
  posts,
};
const tagPage = (count: number): BlogListEntry => ({
  ...blogPage,
  route: '/blog/tags/news',
  basePath: '/blog/tags/news',
  posts: posts.slice(0, count),
  tag: { tag: news, posts: posts.slice(0, count) },
});

describe("the generator's own page texts, in the page's language", () => {
  it.each([
    ['en', 'One post tagged with "news"', '3 posts tagged with "news"'],
    ['de', 'Ein Post getaggt mit "news"', '3 Posts getaggt mit "news"'],
    ['fr', 'Un article tagués avec « news »', '3 articles tagués avec « news »'],
    ['es', 'Una publicación etiquetados con "news"', '3 publicaciones etiquetados con "news"'],
    ['ja', '「news」タグの記事が1件あります', '「news」タグの記事が3件あります'],
    ['ar', 'مقالة واحدة موسومة بـ "news"', '3 مقالات موسومة بـ "news"'],
    ['he', 'רשומה אחת עם התגית "news"', '3 רשומות עם התגית "news"'],
  ])(
    "describes a tag's page in %s as it titles it, with the language's plural forms",
    (locale, one, three) => {
      expect(textsOf(tagPage(1), locale)).toEqual({ title: one, description: one });
      expect(textsOf(tagPage(3), locale)).toEqual({ title: three, description: three });
    },
  );

  it("describes a tag's page by the tag's own description when it has one", () => {
    const described = { ...news, description: 'Announcements' } as BlogTag;
    const entry: BlogListEntry = { ...tagPage(1), tag: { tag: described, posts: posts.slice(0, 1) } };
    expect(textsOf(entry, 'de').description).toBe('Announcements');
  });

  it.each([
    ['en', 'Tags', 'Authors', 'Archive', 'Page Not Found', 'Search the documentation'],
    ['de', 'Tags', 'Autoren', 'Archiv', 'Seite nicht gefunden', 'Suche in der Dokumentation'],
    ['fr', 'Tags', 'Auteurs', 'Archive', 'Page introuvable', 'Rechercher dans la documentation'],
    ['es', 'Etiquetas', 'Autores', 'Archivo', 'Página No Encontrada', 'Búsqueda en la documentación'],
    ['ja', 'タグ', '著者', 'アーカイブ', 'ページが見つかりません', 'ドキュメントを検索'],
    ['ar', 'الوسوم', 'المؤلفون', 'أرشيف', 'الصفحة غير موجودة', 'ابحث في الوثائق'],
    ['he', 'תגיות', 'כותבים', 'ארכיון', 'דף לא נמצא', 'חפש בדוקומנטאציה'],
  ])(
    'titles the tags, authors, archive, 404 and search pages in %s',
    (locale, tags, authors, archive, missing, search) => {
      const titleOf = (entry: RouteEntry) => textsOf(entry, locale).title;
      expect(titleOf({ route: '/blog/tags', kind: 'blogTags', tags: [] })).toBe(tags);
      expect(titleOf({ route: '/blog/authors', kind: 'authors' })).toBe(authors);
      expect(textsOf({ route: '/blog/archive', kind: 'blogArchive' }, locale)).toEqual({
        title: archive,
        description: archive,
      });
      expect(titleOf({ route: '/404', kind: 'notFound' })).toBe(missing);
      expect(titleOf({ route: '/search', kind: 'search' })).toBe(search);
    },
  );

  it('writes no English description on pages Docusaurus gives none (the blog, its tags and authors)', () => {
    for (const entry of [blogPage, { route: '/blog/tags', kind: 'blogTags', tags: [] }] as RouteEntry[])
      expect(textsOf(entry, 'de').description).toBeUndefined();
    expect(textsOf({ route: '/blog/authors', kind: 'authors' }, 'de').description).toBeUndefined();
  });
});
