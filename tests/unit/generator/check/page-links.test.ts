import { describe, expect, it } from 'vitest';
import { linksOfPage } from '../../../../generator/check/page-links.ts';

describe('the links of a written page', () => {
  it('resolves every URL attribute from the page route, each target once, without fragments', () => {
    const html = `<html><head><link rel="stylesheet" href="/assets/a.css"><script src="/assets/e.js"></script>
      <meta http-equiv="refresh" content="0; url=/docs/overview"></head><body>
      <a href="b">sibling</a> <a href="b#part">again</a> <a href="../top?x=1">up</a>
      <img src="./img/a.png" srcset="/img/a-2x.png 2x, /img/a-3x.png 3x"> <a href="https://example.com/x#y">out</a>
      </body></html>`;
    expect(linksOfPage(html, '/docs/guide/a').sort()).toEqual([
      '/assets/a.css',
      '/assets/e.js',
      '/docs/guide/b',
      '/docs/guide/img/a.png',
      '/docs/overview',
      '/docs/top?x=1',
      '/img/a-2x.png',
      '/img/a-3x.png',
      'https://example.com/x',
    ]);
  });

  it('reads a link to a long page name with an anchor in one pass (a backtracking scanner never returns)', () => {
    const slug = 'validation-and-serialization-of-very-long-page-names'.repeat(200);
    const html = `<a href="/docs/reference/${slug}#schema-validator">long</a><a href="/docs/${slug}.">dot</a>`;
    expect(linksOfPage(html, '/docs/a')).toEqual([`/docs/reference/${slug}`, `/docs/${slug}.`]);
  });

  it('leaves out same-page anchors and links that are not web addresses', () => {
    const html =
      '<a href="#top">top</a><a href="mailto:a@b.c">m</a><a href="tel:+1">t</a><a href="javascript:void 0">j</a>';
    expect(linksOfPage(html, '/docs/a')).toEqual([]);
  });

  it('reads only real start tags: links shown as code or text, other attributes and JSON are not targets', () => {
    const html = `<pre><code>&lt;a href="/docs/shown-as-code">x&lt;/a></code></pre>
      <abbr href="/not-a-link" title="x">a</abbr><a data-href="/data" href='/docs/single?a=1&amp;b=2'>s</a>
      <A HREF="/docs/upper">u</A><script type="application/json">{"href":"/docs/in-json","x":"\\u003ca href=\\"/no\\">"}</script>`;
    expect(linksOfPage(html, '/').sort()).toEqual(['/docs/single?a=1&b=2', '/docs/upper']);
  });
});
