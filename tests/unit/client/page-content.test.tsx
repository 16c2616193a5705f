// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRenderedContent } from '../../../client/page-content.ts';
import type { EmbeddedPageData, PageData } from '../../../core/site/page-data.ts';
import { PAGE_DATA_ID, ROOT_ID } from '../../../generator/render/html-shell.ts';
import { pageHtml } from '../../../generator/render/write-page.ts';
import { App } from '../../../theme/App.tsx';
import { ALL_PAGE_VIEWS } from '../../../theme/layout/all-page-views.ts';
import { blogListFixture, blogPostFixture, docFixture, postFixture, siteFixture } from '../theme/fixtures.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const site = siteFixture();
const context = {
  siteData: site,
  assets: { entry: '/e.js', css: [], preload: [], otherPageViews: [] },
  outDir: '',
  dir: 'ltr',
};

/** Puts the page as the generator writes it into the document; returns its embedded page data. */
function loadBuiltPage(page: PageData): EmbeddedPageData {
  const built = new DOMParser().parseFromString(pageHtml(context, page), 'text/html');
  document.body.innerHTML = built.body.innerHTML;
  return JSON.parse(document.getElementById(PAGE_DATA_ID)!.textContent!) as EmbeddedPageData;
}

const root = () => document.getElementById(ROOT_ID)!;

const pages: PageData[] = [
  docFixture({ html: '<p>Don&apos;t &amp; do: <code>&lt;b&gt;</code></p><h2 id="billing">Billing</h2>' }),
  blogPostFixture(),
  blogListFixture({
    posts: [
      postFixture(),
      postFixture({ permalink: '/blog/hello', title: 'Hello', excerptHtml: '<p>Hello, readers.</p>' }),
    ],
  }),
  {
    kind: 'markdown',
    route: '/markdown-page',
    title: 'Page',
    html: '<p>Standalone.</p>',
    toc: [],
    hasMermaid: false,
  },
  {
    kind: 'home',
    route: '/',
    title: 'Welcome',
    tagline: 'T',
    features: [],
    callToAction: { label: 'Read', to: '/docs' },
    html: '<p>Hello from home.</p>',
  },
  {
    kind: 'home',
    route: '/',
    title: 'Welcome',
    tagline: 'T',
    features: [],
    callToAction: { label: 'Read', to: '/docs' },
    html: '',
  },
  { kind: 'notFound', route: '/404', title: 'Page Not Found' },
];
const named = pages.map((page, index) => [`${page.kind} #${index}`, page] as const);

/** The rendered markdown each page kind carries, in the order the page shows it. */
function contentOf(page: PageData): string[] {
  if (page.kind === 'blogList') return page.posts.map((post) => post.excerptHtml);
  return 'html' in page ? [page.html] : [];
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the page data a built page embeds', () => {
  it.each(named)('leaves out the rendered markdown of a %s page', (_, page) => {
    const embedded = loadBuiltPage(page);
    expect(embedded).not.toHaveProperty('html');
    if (embedded.kind === 'blogList')
      for (const post of embedded.posts) expect(post).not.toHaveProperty('excerptHtml');
    const text = document.getElementById(PAGE_DATA_ID)!.textContent!;
    for (const html of contentOf(page).filter(Boolean)) expect(text).not.toContain(html);
  });
});

describe('the client reading the content back', () => {
  it.each(named)('restores the page data of a %s page as written from its body', (_, page) => {
    const embedded = loadBuiltPage(page);
    // The browser serialises `&apos;` back as `'`: equal markup, not equal text. A doc's sidebar is in its file.
    const expected =
      page.kind === 'doc' ? { ...page, html: page.html.replace('&apos;', "'"), sidebar: undefined } : page;
    expect(withRenderedContent(embedded, root())).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it.each(named)('hydrates a %s page with the restored data without a mismatch', async (_, page) => {
    const embedded = loadBuiltPage(page);
    const written = withRenderedContent(embedded, root());
    // As the client does once it has the sidebar's file.
    const restored = { ...written, ...(page.kind === 'doc' ? { sidebar: page.sidebar } : {}) } as PageData;
    const consoleError = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(root(), <App site={site} page={restored} views={ALL_PAGE_VIEWS} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('takes the first element of a key, so content that nests a lookalike cannot replace it', () => {
    const page = docFixture({ html: '<div data-docgen-content="page"><p>Nested.</p></div><p>After.</p>' });
    const restored = withRenderedContent(loadBuiltPage(page), root());
    expect(restored).toEqual({ ...page, sidebar: undefined });
  });
});
