// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPageData, loadPageData } from '../../../../client/router/page-data.ts';
import type { PageData } from '../../../../core/site/page-data.ts';
import { pageHtml } from '../../../../generator/render/write-page.ts';
import { docFixture, siteFixture } from '../../theme/fixtures.ts';

const site = siteFixture();
const context = {
  siteData: site,
  assets: { entry: '/e.js', css: [], preload: [], otherPageViews: [] },
  outDir: '',
};

/** Answers every fetch: a page's HTML by its route, the doc's sidebar file, or what `answer` says. */
function serve(pages: PageData[], answer?: (url: string) => Response | undefined) {
  const fetch = vi.fn(async (input: string) => {
    const special = answer?.(input);
    if (special) return special;
    const page = pages.find((p) => p.route === input);
    if (page) return new Response(pageHtml(context, page), { headers: { 'content-type': 'text/html' } });
    const doc = pages.find((p) => p.kind === 'doc' && p.sidebarUrl === input);
    if (doc?.kind === 'doc') return Response.json(doc.sidebar);
    return new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  forgetPageData();
  vi.unstubAllGlobals();
});

describe("the client router's page data", () => {
  it("is read from the page's HTML: the data it embeds, its content and its sidebar, as written", async () => {
    const doc = docFixture({ html: '<p>Don&apos;t &amp; do: <code>&lt;b&gt;</code></p><h2 id="b">B</h2>' });
    const fetch = serve([doc]);
    const page = await loadPageData(doc.route);
    expect(page).toEqual({ ...doc, html: '<p>Don\'t &amp; do: <code>&lt;b&gt;</code></p><h2 id="b">B</h2>' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([doc.route, doc.sidebarUrl]);
  });

  it('fails on the sign-in shell, another page or an error, so the router loads the address itself', async () => {
    const doc = docFixture();
    const html = (page: PageData) =>
      new Response(pageHtml(context, page), { headers: { 'content-type': 'text/html' } });
    serve([doc], () => html({ kind: 'signIn', route: '/', title: 'Sign in' }));
    await expect(loadPageData(doc.route)).rejects.toThrow('asks to sign in');
    forgetPageData();
    // Where a redirect to sign in leads: the site's sign-in page, not the page asked for.
    serve([doc], () => html(docFixture({ route: '/docs/sign-in', title: 'Sign in here' })));
    await expect(loadPageData(doc.route)).rejects.toThrow('did not answer with its page');
    forgetPageData();
    serve([doc], () => new Response('<p>Not docgen</p>', { headers: { 'content-type': 'text/html' } }));
    await expect(loadPageData(doc.route)).rejects.toThrow('did not answer with its page');
    forgetPageData();
    serve([doc], () => new Response('Sign in required.', { status: 401 }));
    await expect(loadPageData(doc.route)).rejects.toThrow('HTTP 401');
  });
});
