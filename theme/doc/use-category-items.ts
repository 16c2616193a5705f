import { useEffect, useState } from 'react';
import type { SidebarItemData } from '../../core/site/page-data.ts';
import { useSiteContext } from '../site-context.ts';

type Category = Extract<SidebarItemData, { type: 'category' }>;

/** Complete sidebars by URL, fetched once per session. */
const sidebars = new Map<string, Promise<SidebarItemData[]>>();

function loadSidebar(url: string): Promise<SidebarItemData[]> {
  let pending = sidebars.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Loading ${url} failed with ${response.status}`);
      return response.json() as Promise<SidebarItemData[]>;
    });
    pending.catch(() => sidebars.delete(url));
    sidebars.set(url, pending);
  }
  return pending;
}

function findCategory(items: SidebarItemData[], labelPath: string): Category | undefined {
  const [head, ...rest] = labelPath.split('/');
  const match = items.find((i): i is Category => i.type === 'category' && i.label === head);
  return rest.length === 0 || !match ? match : findCategory(match.items, rest.join('/'));
}

/**
 * The items of a sidebar category. Pages leave collapsed categories away from the current doc `deferred`
 * (empty); their items are fetched from the doc's complete sidebar the first time the reader expands one.
 */
export function useCategoryItems(item: Category, labelPath: string, expanded: boolean): SidebarItemData[] {
  const { page } = useSiteContext();
  const url = page.kind === 'doc' ? page.sidebarUrl : undefined;
  const [loaded, setLoaded] = useState<{ url: string; path: string; items: SidebarItemData[] }>();
  const needed = item.deferred === true && expanded && url !== undefined;
  useEffect(() => {
    if (!needed || !url) return;
    let live = true;
    loadSidebar(url).then(
      (full) =>
        live && setLoaded({ url, path: labelPath, items: findCategory(full, labelPath)?.items ?? [] }),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [needed, url, labelPath]);
  if (!item.deferred) return item.items;
  return loaded && loaded.url === url && loaded.path === labelPath ? loaded.items : [];
}
