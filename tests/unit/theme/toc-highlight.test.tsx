// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docFixture } from './fixtures.ts';
import { dispatch, hydratePage, type Hydrated } from './hydrate.tsx';
import { textOf } from './render.tsx';

let mounted: Hydrated | undefined;
afterEach(() => {
  mounted?.unmount();
  vi.restoreAllMocks();
});

/** jsdom has no layout: give each heading a position (px from the viewport top). */
function placeHeadings(tops: Record<string, number>) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return { top: tops[this.id] ?? 0 } as DOMRect;
  });
}

describe('table of contents highlight', () => {
  it('highlights the section being read and follows scrolling', async () => {
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
    const tops = { billing: -300, invoices: 40, support: 900 };
    placeHeadings(tops);
    mounted = await hydratePage(docFixture());
    const active = () => textOf(mounted?.container.querySelector('nav.toc .toc__link.is-active'));
    expect(active()).toBe('Invoices');

    Object.assign(tops, { billing: -1200, invoices: -800, support: 20 });
    await dispatch(window, new Event('scroll'));
    await vi.waitFor(() => expect(active()).toBe('Support'));
  });
});
