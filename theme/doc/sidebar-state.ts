import type { SidebarItemData } from '../../core/site/page-data.ts';

/**
 * Open/closed state of sidebar categories, keyed by label path (`Features/Connectors`). Module-level so it
 * survives client navigations and is shared by the desktop sidebar and the mobile menu. Written only from click
 * handlers, never during render, so the server (which renders many pages in one process) never fills it.
 */
const openByLabelPath = new Map<string, boolean>();
/** Long lists the reader asked to see whole (see `sidebar-window.ts`), by their category's label path. */
const wholeLists = new Set<string>();

export function rememberedOpen(labelPath: string): boolean | undefined {
  return openByLabelPath.get(labelPath);
}

export function rememberOpen(labelPath: string, open: boolean): void {
  openByLabelPath.set(labelPath, open);
}

export function shownWhole(labelPath: string): boolean {
  return wholeLists.has(labelPath);
}

export function rememberShownWhole(labelPath: string): void {
  wholeLists.add(labelPath);
}

/** For tests: forget every remembered state. */
export function forgetSidebarState(): void {
  openByLabelPath.clear();
  wholeLists.clear();
}

/** True when the item is, or contains, a link to `route`. */
export function containsRoute(item: SidebarItemData, route: string): boolean {
  if (item.type === 'link') return item.href === route;
  if (item.type === 'html') return false;
  return item.href === route || item.items.some((child) => containsRoute(child, route));
}
