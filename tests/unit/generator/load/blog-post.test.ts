import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../../../../core/site/model.ts';
import { postAuthors } from '../../../../generator/load/blog-authors.ts';
import { legacyPermalink, parsePostPath, postPermalink } from '../../../../generator/load/blog-post-path.ts';
import { postTags } from '../../../../generator/load/blog-tags.ts';
import { withHtmlTruncateMarker } from '../../../../generator/load/blog-truncate.ts';

const source = (frontMatter: Record<string, unknown>): SourceFile => ({
  file: 'content/blog/2024-01-01-x.md',
  body: '',
  bodyLine: 1,
  frontMatter,
});

describe('a post’s route, as Docusaurus derives it from its path', () => {
  it.each([
    ['2024-01-31-launch.md', '/blog/2024/01/31/launch', '2024-01-31'],
    ['2024-01-31-launch/index.md', '/blog/2024/01/31/launch', '2024-01-31'],
    ['2024/01/31/launch.md', '/blog/2024/01/31/launch', '2024-01-31'],
    ['2024-1-5-short.md', '/blog/2024/1/5/short', '2024-01-05'],
    ['team/2024-01-31-launch.md', '/blog/2024/01/31/team/launch', '2024-01-31'],
    ['undated.md', '/blog/undated', undefined],
    ['folder/index.md', '/blog/folder', undefined],
  ])('%s → %s', (path, permalink, date) => {
    const parsed = parsePostPath(path);
    expect(postPermalink(parsed, undefined)).toBe(permalink);
    expect(parsed.date).toBe(date);
  });

  it('puts a front matter slug under /blog, with or without a leading slash', () => {
    const parsed = parsePostPath('2024-01-31-launch.md');
    expect(postPermalink(parsed, 'launch-day')).toBe('/blog/launch-day');
    expect(postPermalink(parsed, '/a/b')).toBe('/blog/a/b');
  });

  it('keeps the old /blog/<name> address of a dated post without a slug', () => {
    expect(legacyPermalink(parsePostPath('2024-01-31-launch.md'), undefined)).toBe('/blog/launch');
    expect(legacyPermalink(parsePostPath('2024-01-31-launch.md'), 'launch')).toBeUndefined();
    expect(legacyPermalink(parsePostPath('undated.md'), undefined)).toBeUndefined();
  });
});

describe('a post’s authors', () => {
  const map = { ada: { key: 'ada', name: 'Ada', title: 'Writer', url: 'https://a.example' } };

  it('reads keys, written-out authors and keys with overrides', () => {
    const { authors, diagnostics } = postAuthors(
      source({
        authors: [
          'ada',
          { name: 'Ines', email: 'i@x.example', image_url: '/i.png' },
          { key: 'ada', title: 'Guest' },
        ],
      }),
      map,
    );
    expect(diagnostics).toEqual([]);
    expect(authors).toEqual([
      map.ada,
      { name: 'Ines', email: 'i@x.example', imageUrl: '/i.png' },
      { ...map.ada, title: 'Guest' },
    ]);
  });

  it('reads a single key and the older author fields', () => {
    expect(postAuthors(source({ authors: 'ada' }), map).authors).toEqual([map.ada]);
    const legacy = {
      author: 'Lars',
      author_title: 'Founder',
      author_url: 'https://l.example',
      author_image_url: '/l.png',
    };
    expect(postAuthors(source(legacy), map).authors).toEqual([
      { name: 'Lars', title: 'Founder', url: 'https://l.example', imageUrl: '/l.png' },
    ]);
  });

  it('fails on an unknown key and on authors given both ways', () => {
    expect(postAuthors(source({ authors: ['nobody'] }), map).diagnostics[0]?.code).toBe(
      'blog-author-missing',
    );
    expect(postAuthors(source({ authors: ['ada'], author: 'Lars' }), map).diagnostics[0]?.code).toBe(
      'blog-authors-mixed',
    );
  });
});

describe('a post’s tags', () => {
  it('gives inline tags a kebab-case page and uses tags.yml for its keys', () => {
    const tagsFile = { launch: { label: 'Launch', permalink: '/blog/tags/launches' } };
    const { tags, diagnostics } = postTags(
      source({ tags: ['launch', 'Release Notes', { label: 'Custom', permalink: '/own' }] }),
      tagsFile,
    );
    expect(tags).toEqual([
      tagsFile.launch,
      { label: 'Release Notes', permalink: '/blog/tags/release-notes' },
      { label: 'Custom', permalink: '/blog/tags/own' },
    ]);
    expect(diagnostics.map((d) => [d.severity, d.message])).toEqual([
      ['warning', 'Tags [Release Notes, Custom] are not defined in content/blog/tags.yml.'],
    ]);
  });

  it('does not warn about inline tags without a tags.yml', () => {
    expect(postTags(source({ tags: ['news'] }), undefined).diagnostics).toEqual([]);
  });
});

describe('the truncate marker', () => {
  it('writes the MDX comment form as the HTML comment, line for line', () => {
    expect(withHtmlTruncateMarker('Excerpt.\n\n{/* truncate */}\n\nRest.')).toBe(
      'Excerpt.\n\n<!-- truncate -->\n\nRest.',
    );
  });

  it('leaves the marker alone inside fenced code', () => {
    const body = 'Put this after the excerpt:\n\n```mdx\n{/* truncate */}\n```\n';
    expect(withHtmlTruncateMarker(body)).toBe(body);
  });
});
