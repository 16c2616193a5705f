import type { SidebarItemData } from '../../core/site/page-data.ts';

/**
 * Open/closed state of sidebar categories, keyed by label path (`Features/Connectors`). Module-level so it
 * survives client navigations and is shared by the desktop sidebar and the mobile menu. Written only from click
 * handlers, never during render, so the server (which renders many pages in one process) never fills it.
 */
const openByLabelPath = new Map<string, boolean>();

export function rememberedOpen(labelPath: string): boolean | undefined {
  return openByLabelPath.get(labelPath);
}

export function rememberOpen(labelPath: string, open: boolean): void {
  openByLabelPath.set(labelPath, open);
}

/** For tests: forget every remembered state. */
export function forgetSidebarState(): void {
  openByLabelPath.clear();
}

/** True when the item is, or contains, a link to `route`. */
export function containsRoute(item: SidebarItemData, route: string): boolean {
  if (item.type === 'link') return item.href === route;
  if (item.type === 'html') return false;
  return item.href === route || item.items.some((child) => containsRoute(child, route));
}
