import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../../core/config/schema.ts';
import type { BlogPost, Site } from '../../../../core/site/model.ts';
import { EVERY_ENTRY } from '../../../../generator/render/audience.ts';
import { blogListPageData } from '../../../../generator/render/blog-page-data.ts';
import type { BlogListEntry } from '../../../../generator/route/route-table.ts';
import type { TransformOutput } from '../../../../generator/transform/context.ts';
import { themeTranslate } from '../../../../theme/i18n/theme-strings.ts';

const output = { html: '<p>Text</p>', words: 600 } as unknown as TransformOutput;
const post = {
  permalink: '/blog/2024/05/01/post',
  title: 'Post',
  date: '2024-05-01',
  authors: [],
  tags: [],
  unlisted: false,
  source: { file: 'blog/post.md', frontMatter: {}, body: '' },
} as unknown as BlogPost;

function listedReadingMinutes(blog: Record<string, unknown>): number | undefined {
  const site = {
    config: siteConfigSchema.parse({ title: 'Example', url: 'https://example.com', blog }),
    blog: [post],
    authors: {},
    versions: [],
  } as unknown as Site;
  const entry: BlogListEntry = {
    route: '/blog',
    kind: 'blogList',
    page: 1,
    totalPages: 1,
    basePath: '/blog',
    posts: [post],
  };
  const page = blogListPageData(site, entry, () => output, EVERY_ENTRY, themeTranslate('en'));
  return page.posts[0]?.readingMinutes;
}

describe("the blog's showReadingTime", () => {
  it('gives each post its reading time by default, and none with showReadingTime: false, as Docusaurus does', () => {
    expect(listedReadingMinutes({})).toBe(3);
    expect(listedReadingMinutes({ showReadingTime: false })).toBeUndefined();
  });
});
