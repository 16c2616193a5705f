import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../../core/site/page-data.ts';
import { htmlShell, type ClientAssets } from '../../../../generator/render/html-shell.ts';
import { docFixture, siteFixture } from '../../theme/fixtures.ts';

const assets: ClientAssets = {
  entry: '/assets/entry.js',
  css: [],
  preload: ['/assets/runtime.js'],
  otherPageViews: ['/assets/other-page-views.js'],
};

function preloads(page: PageData): string[] {
  const html = htmlShell({ site: siteFixture(), page, body: '', assets, lang: 'en', dir: 'ltr' });
  return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]!);
}

describe('the module preloads of a page', () => {
  it('are the entry imports on a doc page and on the sign-in shell, whose views the entry carries', () => {
    expect(preloads(docFixture())).toEqual(['/assets/runtime.js']);
    expect(preloads({ kind: 'signIn', route: '/', title: 'Sign in' })).toEqual(['/assets/runtime.js']);
  });

  it.each<PageData>([
    { kind: 'notFound', route: '/404', title: 'Page Not Found' },
    {
      kind: 'home',
      route: '/',
      title: 'Home',
      tagline: '',
      features: [],
      callToAction: { label: 'Read', to: '/docs' },
      html: '',
    },
    { kind: 'redirect', route: '/docs', title: 'Docs', to: '/docs/overview' },
  ])('add the other page views on a $kind page, which hydrates only once they are there', (page) => {
    expect(preloads(page)).toEqual(['/assets/runtime.js', '/assets/other-page-views.js']);
  });
});
