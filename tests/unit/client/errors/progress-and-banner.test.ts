// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readEmbeddedData, showBaseUrlIssue } from '../../../../client/errors/base-url.ts';
import { finishProgress, PROGRESS_DELAY_MS, startProgress } from '../../../../client/router/progress.ts';

describe('route progress bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="route-progress" aria-hidden="true"></div>';
  });
  afterEach(() => vi.useRealTimers());
  const classes = () => document.querySelector('.route-progress')?.className;

  it('never shows for a route change under 200 ms', () => {
    startProgress();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
    finishProgress();
    vi.advanceTimersByTime(1000);
    expect(classes()).toBe('route-progress');
  });

  it('shows after 200 ms, completes when the page arrives, then clears', () => {
    startProgress();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(classes()).toBe('route-progress is-loading');
    finishProgress();
    expect(classes()).toBe('route-progress is-done');
    vi.advanceTimersByTime(1000);
    expect(classes()).toBe('route-progress');
  });
});

describe('base-URL check', () => {
  const page = (site: string | null, data: string | null) =>
    new DOMParser().parseFromString(
      `<body>${site === null ? '' : `<script type="application/json" id="__DOCGEN_SITE__">${site}</script>`}` +
        `${data === null ? '' : `<script type="application/json" id="__DOCGEN_PAGE__">${data}</script>`}</body>`,
      'text/html',
    );
  const doc = JSON.stringify({ kind: 'doc', route: '/docs/faq' });
  const findBaseUrlIssue = (target: Document, path: string) => {
    const read = readEmbeddedData(target, path);
    return 'issue' in read ? read.issue : undefined;
  };

  it('accepts a page served at its route (also as x.html) and the not-found page anywhere', () => {
    expect(readEmbeddedData(page('{"title":"Docs"}', doc), '/docs/faq')).toEqual({
      data: { site: { title: 'Docs' }, page: { kind: 'doc', route: '/docs/faq' } },
    });
    expect(findBaseUrlIssue(page('{}', doc), '/docs/faq.html')).toBeUndefined();
    const notFound = JSON.stringify({ kind: 'notFound', route: '/404' });
    expect(findBaseUrlIssue(page('{}', notFound), '/no/such/page')).toBeUndefined();
  });

  it('finds missing or broken embedded data and a page served under another base path', () => {
    expect(findBaseUrlIssue(page(null, doc), '/docs/faq')).toMatch(/no readable site data/);
    expect(findBaseUrlIssue(page('{', doc), '/docs/faq')).toMatch(/no readable site data/);
    expect(findBaseUrlIssue(page('{}', null), '/docs/faq')).toMatch(/no readable page data/);
    expect(findBaseUrlIssue(page('{}', doc), '/help/docs/faq')).toBe(
      'This page was built for /docs/faq but is served at /help/docs/faq.',
    );
  });

  it('shows the banner with the detail, creating it when the page has none', () => {
    const target = page(null, null);
    showBaseUrlIssue('The page has no readable site data.', target);
    const banner = target.querySelector('.base-url-issue.is-visible');
    expect(banner?.getAttribute('role')).toBe('alert');
    expect(banner?.textContent).toContain('This site did not load properly.');
    expect(banner?.textContent).toContain('set baseUrl in site.config.ts');
    expect(banner?.textContent).toContain('The page has no readable site data.');
  });
});
