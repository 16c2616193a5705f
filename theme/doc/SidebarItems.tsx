import type { ReactElement } from 'react';
import type { SidebarItemData } from '../../core/site/page-data.ts';
import { Link } from '../common/Link.tsx';
import { Locked } from '../common/Locked.tsx';
import { cx } from '../common/cx.ts';
import { SidebarCategory } from './SidebarCategory.tsx';

interface SidebarItemsProps {
  items: SidebarItemData[];
  route: string;
  /** Label path of the enclosing category (`''` at the top). */
  parentPath?: string;
}

/** A level of the doc sidebar: links, raw HTML entries and categories. The link to `route` is marked current. */
export function SidebarItems({ items, route, parentPath = '' }: SidebarItemsProps): ReactElement {
  return (
    <ul className="menu__list">
      {items.map((item, index) => {
        if (item.type === 'category') {
          const path = parentPath ? `${parentPath}/${item.label}` : item.label;
          return <SidebarCategory key={`c:${path}`} item={item} route={route} labelPath={path} />;
        }
        if (item.type === 'html') {
          return (
            <li
              key={`h:${index}`}
              className={cx('menu__html', item.className)}
              dangerouslySetInnerHTML={{ __html: item.value }}
            />
          );
        }
        const active = item.href === route;
        return (
          <li key={`l:${item.href}:${index}`} className={item.className}>
            <Link
              className={cx('menu__link', active && 'is-active', item.locked && 'menu__link--locked')}
              href={item.href}
              aria-current={active ? 'page' : undefined}
            >
              {item.label}
              {item.locked && <Locked />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
