import type { PageData } from '../../core/site/page-data.ts';
import { watchColorMode } from './color-mode.ts';
import { preloadDiagrams, renderNewDiagrams, rerenderDiagrams } from './diagrams.ts';
import { hydrateIslands } from './islands.ts';
import { updateScrollRegions, watchScrollRegions } from './scroll-regions.ts';
import { restoreTabs, watchTabs } from './tabs.ts';
import { scheduleZoom, updateZoomBackground } from './zoom.ts';

/** For the router: a page about to be shown starts loading what its content needs. */
export function prepareEnhancements(page: PageData): void {
  if ('hasMermaid' in page && page.hasMermaid) preloadDiagrams();
}

/**
 * Client enhancements of the rendered content (mermaid diagrams, image zoom, keyboard access to wide tables,
 * tabs, the islands of interactive MDX components). They follow the DOM rather than the router, so they also pick up content shown by the dev server:
 * whenever `<main>`'s content changes they look for new diagrams, images and tab sets; whenever the colour mode changes diagrams are redrawn and the zoom overlay
 * recoloured. Call right after `hydrateRoot`.
 */
export function startEnhancements(root: Element = document.body): void {
  const update = () => {
    scheduled = false;
    renderNewDiagrams();
    scheduleZoom();
    updateScrollRegions();
    restoreTabs();
    hydrateIslands();
  };
  let scheduled = false;
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(update);
  }).observe(root, { childList: true, subtree: true });
  watchColorMode((mode) => {
    rerenderDiagrams();
    updateZoomBackground(mode);
  });
  // The first look waits until the browser is idle, by which time hydration has finished.
  const first = () => {
    renderNewDiagrams();
    scheduleZoom(true);
    updateScrollRegions();
    restoreTabs();
    hydrateIslands();
  };
  watchScrollRegions();
  watchTabs();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(first, { timeout: 500 });
  else setTimeout(first, 50);
}
