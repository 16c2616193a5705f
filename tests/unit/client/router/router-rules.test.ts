// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../../core/site/page-data.ts';
import { htmlShell } from '../../../../generator/render/html-shell.ts';
import { isPlainLeftClick, routableUrl } from '../../../../client/router/links.ts';
import { canPrefetch } from '../../../../client/router/network.ts';
import { documentTitle } from '../../../../client/router/title.ts';
import { docFixture, siteFixture } from '../../theme/fixtures.ts';

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a;
}

const here = new URL('http://docs.test/docs/overview') as unknown as Location;

describe('which links the router follows itself', () => {
  it.each([
    ['/docs/faq', '/docs/faq'],
    ['faq', '/docs/faq'],
    ['/docs/1.0.1', '/docs/1.0.1'],
    ['/docs/1.0.1/faq.html', '/docs/1.0.1/faq.html'],
    ['http://docs.test/blog#top', '/blog'],
  ])('follows the page link %s', (href, path) => {
    expect(routableUrl(anchor(href), here)?.pathname).toBe(path);
  });

  it.each([
    ['another origin', anchor('https://example.com/docs')],
    ['a new tab', anchor('/docs/faq', { target: '_blank' })],
    ['a download', anchor('/docs/faq', { download: '' })],
    ['rel="external"', anchor('/docs/faq', { rel: 'noopener external' })],
    ['a file', anchor('/img/logo.svg')],
    ['the page data', anchor('/_data/docs/faq.json')],
    ['the identity API', anchor('/api/sdk.html')],
    ["the server's assistants page", anchor('/account/assistants')],
    ["the server's OAuth consent", anchor('/_docgen/oauth/authorize')],
    ['mailto', anchor('mailto:help@example.com')],
  ])('leaves %s to the browser', (_, a) => {
    expect(routableUrl(a, here)).toBeUndefined();
  });

  it('takes only plain primary-button clicks', () => {
    expect(isPlainLeftClick(new MouseEvent('click', { button: 0 }))).toBe(true);
    expect(isPlainLeftClick(new MouseEvent('click', { button: 1 }))).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) {
      expect(isPlainLeftClick(new MouseEvent('click', { button: 0, [key]: true }))).toBe(false);
    }
  });
});

describe('speculative loading and the connection', () => {
  const withConnection = (connection?: object) => ({ connection }) as unknown as Navigator;

  it('prefetches without connection information and on fast connections', () => {
    expect(canPrefetch(withConnection())).toBe(true);
    expect(canPrefetch(withConnection({ effectiveType: '4g', saveData: false }))).toBe(true);
    expect(canPrefetch(withConnection({ effectiveType: '3g' }))).toBe(true);
  });

  it('never prefetches on 2g or with save-data on', () => {
    expect(canPrefetch(withConnection({ effectiveType: '2g' }))).toBe(false);
    expect(canPrefetch(withConnection({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(canPrefetch(withConnection({ effectiveType: '4g', saveData: true }))).toBe(false);
  });
});

describe('document title after a navigation', () => {
  it('is the title the generator writes', () => {
    const site = siteFixture();
    const doc = docFixture();
    const home: PageData = {
      kind: 'home',
      route: '/',
      title: 'Home',
      tagline: '',
      features: [],
      callToAction: { label: 'Read', to: '/docs' },
      html: '',
    };
    for (const page of [doc, home]) {
      const html = htmlShell({
        site,
        page,
        body: '',
        assets: { entry: '/e.js', css: [], preload: [], otherPageViews: [] },
        lang: 'en',
        dir: 'ltr',
      });
      const written = /<title>(.*?)<\/title>/
        .exec(html)?.[1]
        ?.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));
      expect(documentTitle(site, page)).toBe(written);
    }
  });
});
