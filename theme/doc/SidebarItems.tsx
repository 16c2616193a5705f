import { useState, type ReactElement } from 'react';
import type { SidebarItemData } from '../../core/site/page-data.ts';
import { Link } from '../common/Link.tsx';
import { Locked } from '../common/Locked.tsx';
import { cx } from '../common/cx.ts';
import { SidebarCategory } from './SidebarCategory.tsx';
import { rememberShownWhole, shownWhole } from './sidebar-state.ts';
import { sidebarWindow } from './sidebar-window.ts';

interface SidebarItemsProps {
  items: SidebarItemData[];
  route: string;
  /** Label path of the enclosing category (`''` at the top). */
  parentPath?: string;
}

/**
 * A level of the doc sidebar: links, raw HTML entries and categories. The link to `route` is marked current. A long
 * level shows the items around the current page, and a button either side shows the rest (`sidebar-window.ts`).
 */
export function SidebarItems({ items, route, parentPath = '' }: SidebarItemsProps): ReactElement {
  const [whole, setWhole] = useState(() => shownWhole(parentPath));
  const { start, end } = whole ? { start: 0, end: items.length } : sidebarWindow(items, route);
  const showWhole = () => {
    rememberShownWhole(parentPath);
    setWhole(true);
  };
  return (
    <ul className="menu__list">
      {start > 0 && <ShowMore count={start} onClick={showWhole} />}
      {items.slice(start, end).map((item, offset) => (
        <SidebarEntry
          key={entryKey(item, start + offset, parentPath)}
          item={item}
          route={route}
          parentPath={parentPath}
        />
      ))}
      {end < items.length && <ShowMore count={items.length - end} onClick={showWhole} />}
    </ul>
  );
}

function entryKey(item: SidebarItemData, index: number, parentPath: string): string {
  if (item.type === 'category') return `c:${categoryPath(item, parentPath)}`;
  if (item.type === 'html') return `h:${index}`;
  return `l:${item.href}:${index}`;
}

function categoryPath(item: SidebarItemData & { type: 'category' }, parentPath: string): string {
  return parentPath ? `${parentPath}/${item.label}` : item.label;
}

function SidebarEntry({
  item,
  route,
  parentPath,
}: {
  item: SidebarItemData;
  route: string;
  parentPath: string;
}): ReactElement {
  if (item.type === 'category') {
    return <SidebarCategory item={item} route={route} labelPath={categoryPath(item, parentPath)} />;
  }
  if (item.type === 'html') {
    return (
      <li className={cx('menu__html', item.className)} dangerouslySetInnerHTML={{ __html: item.value }} />
    );
  }
  const active = item.href === route;
  return (
    <li className={item.className}>
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
}

/** Stands for the items a long level leaves out; shows the whole level. */
function ShowMore({ count, onClick }: { count: number; onClick: () => void }): ReactElement {
  return (
    <li>
      <button type="button" className="menu__link menu__link--more" onClick={onClick}>
        {`Show ${count} more`}
      </button>
    </li>
  );
}
