import type { SidebarItemData } from '../../core/site/page-data.ts';
import { containsRoute } from './sidebar-state.ts';

/** How many items either side of the current page a long list shows. */
const RADIUS = 10;
/** Lists up to this long are shown whole. */
const SHOWN_WHOLE = 2 * RADIUS + 5;

/** The items of a list that are shown, `start` to `end` (exclusive). */
export interface ShownRange {
  start: number;
  end: number;
}

/**
 * What a level of the sidebar shows before the reader asks for the rest: a long list (a section of hundreds of
 * pages) shows the items around the current page, or its first items when the page is not in it, so a page's
 * HTML holds a bounded part of its section and the output grows with the number of pages, not its square.
 */
export function sidebarWindow(items: readonly SidebarItemData[], route: string): ShownRange {
  if (items.length <= SHOWN_WHOLE) return { start: 0, end: items.length };
  const current = Math.max(
    0,
    items.findIndex((item) => containsRoute(item, route)),
  );
  const start = Math.max(0, Math.min(current - RADIUS, items.length - (2 * RADIUS + 1)));
  return { start, end: start + 2 * RADIUS + 1 };
}
