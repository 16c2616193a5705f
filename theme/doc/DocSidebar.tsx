import type { ReactElement } from 'react';
import type { SidebarItemData } from '../../core/site/page-data.ts';
import { SidebarItems } from './SidebarItems.tsx';
import { useTranslate } from '../i18n/use-translate.ts';

/** The desktop doc sidebar (hidden ≤ 996 px, where the mobile menu shows the same items). */
export function DocSidebar({ items, route }: { items: SidebarItemData[]; route: string }): ReactElement {
  const t = useTranslate();
  return (
    <aside className="doc-sidebar" aria-label={t('docgen.docs.sidebar.asideAriaLabel')}>
      <nav className="menu" aria-label={t('theme.docs.sidebar.navAriaLabel')}>
        <SidebarItems items={items} route={route} />
      </nav>
    </aside>
  );
}
