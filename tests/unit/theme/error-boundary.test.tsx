// @vitest-environment jsdom
import { act, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocPageData } from '../../../core/site/page-data.ts';
import { App } from '../../../theme/App.tsx';
import { ALL_PAGE_VIEWS } from '../../../theme/layout/all-page-views.ts';
import { PageError } from '../../../theme/layout/PageError.tsx';
import { PageErrorBoundary } from '../../../theme/layout/PageErrorBoundary.tsx';
import { SiteContext } from '../../../theme/site-context.ts';
import { docFixture, siteFixture } from './fixtures.ts';
import { click, hydratePage, type Hydrated } from './hydrate.tsx';
import { textOf } from './render.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: Hydrated | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
});

/** In the site context a page's parts are rendered in (the texts' locale is the site's). */
function InSite({ children }: { children: ReactNode }) {
  return (
    <SiteContext.Provider value={{ site: siteFixture(), page: docFixture() }}>
      {children}
    </SiteContext.Provider>
  );
}

/** Throws while `crash.now` is true. */
const crash = { now: true };
function Fragile(): string {
  if (crash.now) throw new Error('Cannot read the page data.');
  return 'Recovered content';
}

describe('page error boundary', () => {
  it('shows the fallback text with a Try again button', () => {
    const html = renderToString(
      <InSite>
        <PageError error={new Error('Boom')} onRetry={() => undefined} />
      </InSite>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(textOf(container.querySelector('h1'))).toBe('This page crashed.');
    expect(textOf(container.querySelector('button'))).toBe('Try again');
  });

  it('catches a crashing page, titles it "Page Error" and retries on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    crash.now = true;
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <InSite>
          <PageErrorBoundary resetKey="/a">
            <Fragile />
          </PageErrorBoundary>
        </InSite>,
      ),
    );
    expect(textOf(container.querySelector('h1'))).toBe('This page crashed.');
    expect(document.title).toBe('Page Error');

    crash.now = false;
    await click(container.querySelector('button'));
    expect(textOf(container)).toBe('Recovered content');
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the navbar and footer when the page body crashes, and recovers on navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...docFixture(), toc: undefined } as unknown as DocPageData;
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    let go: (route: string) => void = () => undefined;
    function Host() {
      const [route, setRoute] = useState(broken.route);
      go = setRoute;
      return (
        <App
          site={siteFixture()}
          page={route === broken.route ? broken : docFixture({ route })}
          views={ALL_PAGE_VIEWS}
        />
      );
    }
    await act(async () => root.render(<Host />));
    expect(textOf(container.querySelector('main h1'))).toBe('This page crashed.');
    expect(container.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    expect(container.querySelector('footer')).not.toBeNull();

    await act(async () => go('/docs/1.0.1/overview'));
    expect(textOf(container.querySelector('main h1'))).toBe('FAQ');
    act(() => root.unmount());
    container.remove();
  });

  it('does not show the fallback on a healthy page', async () => {
    mounted = await hydratePage(docFixture());
    expect(mounted.container.textContent).not.toContain('This page crashed.');
  });
});
