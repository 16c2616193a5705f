import type { PageData, PageDataJson, SidebarItemData } from '../../core/site/page-data.ts';

/**
 * Sidebar files by URL, fetched once per session: a doc's page data names its sidebar's file instead of carrying
 * it, and the pages of a sidebar share one file (named by its content, so a cached one is never stale).
 */
const sidebars = new Map<string, Promise<SidebarItemData[]>>();

function loadSidebar(url: string): Promise<SidebarItemData[]> {
  let pending = sidebars.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { Accept: 'application/json' } }).then((response) => {
      if (!response.ok) throw new Error(`Loading ${url} failed with HTTP ${response.status}.`);
      return response.json() as Promise<SidebarItemData[]>;
    });
    const loading = pending;
    loading.catch(() => {
      if (sidebars.get(url) === loading) sidebars.delete(url);
    });
    sidebars.set(url, loading);
  }
  return pending;
}

/** Whether the page has all it shows (a doc page as written has its sidebar in a file of its own). */
export function isComplete(page: PageData | PageDataJson): page is PageData {
  return page.kind !== 'doc' || 'sidebar' in page;
}

/** The page with its sidebar, from its file (fetched, or the copy this tab has). */
export async function withSidebar(page: PageData | PageDataJson): Promise<PageData> {
  if (isComplete(page)) return page;
  const sidebar = page.sidebarUrl === '' ? [] : await loadSidebar(page.sidebarUrl);
  return { ...page, sidebar };
}
