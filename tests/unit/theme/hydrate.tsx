import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { PageData, SiteData } from '../../../core/site/page-data.ts';
import { App } from '../../../theme/App.tsx';
import { ALL_PAGE_VIEWS } from '../../../theme/layout/all-page-views.ts';
import type { ThemeSlots } from '../../../theme/slots.tsx';
import { siteFixture } from './fixtures.ts';
import { renderPage } from './render.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Hydrated {
  container: HTMLElement;
  /** Hydration mismatches and other errors React recovered from. */
  recoverable: unknown[];
  /** Renders the app with a new page (a client navigation). */
  navigate: (page: PageData) => Promise<void>;
  unmount: () => void;
}

/** Server-renders a page into the document, then hydrates it as the client does. */
export async function hydratePage(
  page: PageData,
  options: { site?: SiteData; slots?: ThemeSlots } = {},
): Promise<Hydrated> {
  const site = options.site ?? siteFixture();
  const container = document.createElement('div');
  container.innerHTML = renderPage(page, { site, slots: options.slots });
  document.body.appendChild(container);
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <App site={site} page={page} views={ALL_PAGE_VIEWS} slots={options.slots} />,
      {
        onRecoverableError: (error) => recoverable.push(error),
      },
    );
  });
  return {
    container,
    recoverable,
    navigate: async (next) => {
      await act(async () =>
        root?.render(<App site={site} page={next} views={ALL_PAGE_VIEWS} slots={options.slots} />),
      );
    },
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('Nothing to click: the element is missing.');
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

export async function dispatch(target: EventTarget, event: Event): Promise<void> {
  await act(async () => {
    target.dispatchEvent(event);
  });
}
