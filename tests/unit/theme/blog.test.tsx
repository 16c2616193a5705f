// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ada, blogListFixture, blogPostFixture, postFixture } from './fixtures.ts';
import { parse, renderPage, textOf } from './render.tsx';

describe('blog list', () => {
  const doc = () => parse(renderPage(blogListFixture()));

  it('shows each post with a linked title, date, reading time and authors', () => {
    const first = doc().querySelector('article');
    const title = first?.querySelector('h2 a');
    expect([textOf(title), title?.getAttribute('href')]).toEqual(['Release 1.0.2', '/blog/release-1-0-2']);
    expect(textOf(first?.querySelector('.blog-post__meta'))).toBe('March 18, 2024 · 4 min read');
    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe('2024-03-18');
    const author = first?.querySelector('.author');
    expect(textOf(author?.querySelector('.author__name'))).toBe('Ada Example');
    expect(textOf(author?.querySelector('.author__title'))).toBe('Product Manager');
    expect(author?.querySelector('img')?.getAttribute('src')).toBe('/img/ada.png');
    expect(author?.querySelector('a')?.getAttribute('href')).toBe(ada.url);
  });

  it("shows no reading time for a post without one (the blog's showReadingTime: false)", () => {
    const post = postFixture();
    delete post.readingMinutes;
    const page = parse(renderPage(blogListFixture({ posts: [post] })));
    expect(textOf(page.querySelector('article .blog-post__meta'))).toBe('March 18, 2024');
  });

  it('shows the excerpt and "Read more" only when the post continues', () => {
    const [first, second] = [...doc().querySelectorAll('article')];
    expect(textOf(first?.querySelector('.markdown'))).toBe('What is new.');
    expect(textOf(first?.querySelector('footer a'))).toBe('Read more');
    expect(second?.querySelector('footer')).toBeNull();
  });

  it('links the other list pages', () => {
    const pagination = doc().querySelector('nav[aria-label="Blog list page navigation"]');
    expect(
      [...(pagination?.querySelectorAll('a') ?? [])].map((a) => [textOf(a), a.getAttribute('href')]),
    ).toEqual([['Older entries »', '/blog/page/2']]);
  });

  it('groups the "All posts" sidebar by year', () => {
    const sidebar = doc().querySelector('aside.blog-sidebar');
    expect(textOf(sidebar?.querySelector('.blog-sidebar__title'))).toBe('All posts');
    const years = [...(sidebar?.querySelectorAll('section') ?? [])].map((section) => [
      textOf(section.querySelector('h3')),
      [...section.querySelectorAll('a')].map((a) => textOf(a)),
    ]);
    expect(years).toEqual([
      ['2024', ['Release 1.0.2']],
      ['2023', ['Hello']],
    ]);
  });
});

describe('blog post', () => {
  const doc = () => parse(renderPage(blogPostFixture()));

  it('shows the post title as h1, its meta, full content and table of contents', () => {
    const article = doc().querySelector('main article');
    expect(textOf(article?.querySelector('h1'))).toBe('Release 1.0.2');
    expect(textOf(article?.querySelector('.blog-post__meta'))).toBe('March 18, 2024 · 4 min read');
    expect(textOf(article?.querySelector('.markdown'))).toBe('What is new.Details');
    expect(textOf(doc().querySelector('nav.toc a'))).toBe('Details');
  });

  it('labels the neighbours "Newer post" and "Older post"', () => {
    const pager = doc().querySelector('nav[aria-label="Blog post page navigation"]');
    expect(textOf(pager)).toBe('Older post Hello »');
    const newer = parse(
      renderPage(blogPostFixture({ previous: { title: 'Next up', permalink: '/blog/next' } })),
    );
    expect(textOf(newer.querySelector('.pager__link--prev'))).toBe('Newer post « Next up');
  });

  it('highlights the post in the year-grouped sidebar', () => {
    const current = doc().querySelector('aside.blog-sidebar a[aria-current="page"]');
    expect(textOf(current)).toBe('Release 1.0.2');
  });
});

describe('authors page', () => {
  it('lists every author with avatar, linked name, title and post count', () => {
    const page = {
      kind: 'authors' as const,
      route: '/blog/authors',
      title: 'Authors',
      authors: [
        { ...ada, postCount: 3 },
        { key: 'bo', name: 'Bo Writer', postCount: 1 },
      ],
    };
    const doc = parse(renderPage(page));
    expect(textOf(doc.querySelector('main h1'))).toBe('Authors');
    const cards = [...doc.querySelectorAll('.author-card')];
    const texts = cards.map((card) => [...card.querySelectorAll('h2, p')].map((el) => textOf(el)));
    // The count follows the name as a bare number, as Docusaurus shows it; its title says what it counts.
    expect(texts).toEqual([['Ada Example 3', 'Product Manager'], ['Bo Writer 1']]);
    const counts = cards.map((card) => card.querySelector('.author-card__count')?.getAttribute('title'));
    expect(counts).toEqual(['3 posts', 'One post']);
    expect(cards[0]?.querySelector('h2 a')?.getAttribute('href')).toBe('https://example.com/ada');
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe('/img/ada.png');
    expect(cards[1]?.querySelector('a')).toBeNull();
  });
});
