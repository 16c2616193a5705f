import type { ReactElement } from 'react';
import type { SidebarItemData } from '../../core/site/page-data.ts';
import { SidebarItems } from './SidebarItems.tsx';

/** The desktop doc sidebar (hidden ≤ 996 px, where the mobile menu shows the same items). */
export function DocSidebar({ items, route }: { items: SidebarItemData[]; route: string }): ReactElement {
  return (
    <aside className="doc-sidebar" aria-label="Docs navigation">
      <nav className="menu" aria-label="Docs sidebar">
        <SidebarItems items={items} route={route} />
      </nav>
    </aside>
  );
}
