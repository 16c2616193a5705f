import { useState, type ReactElement } from 'react';
import type { SidebarItemData } from '../../core/site/page-data.ts';
import { cx } from '../common/cx.ts';
import { Locked } from '../common/Locked.tsx';
import { useSiteContext } from '../site-context.ts';
import { containsRoute, rememberedOpen, rememberOpen } from './sidebar-state.ts';
import { SidebarItems } from './SidebarItems.tsx';
import { useTranslate } from '../i18n/use-translate.ts';

type Category = Extract<SidebarItemData, { type: 'category' }>;

/**
 * A sidebar category. It starts expanded when it holds the current page, else as the reader last left it, else
 * as configured; moving to a page inside it expands it. A category with its own page has a link and a separate
 * toggle button; without one the label itself toggles.
 */
interface SidebarCategoryProps {
  item: Category;
  route: string;
  labelPath: string;
}

export function SidebarCategory({ item, route, labelPath }: SidebarCategoryProps): ReactElement {
  const { site } = useSiteContext();
  const t = useTranslate();
  const collapsible = site.docs.sidebarCollapsible && item.collapsible;
  const active = containsRoute(item, route);
  const [open, setOpen] = useState(
    () => !collapsible || active || (rememberedOpen(labelPath) ?? !item.collapsed),
  );
  const [seenRoute, setSeenRoute] = useState(route);
  if (seenRoute !== route) {
    setSeenRoute(route);
    if (active && !open) setOpen(true);
  }

  const toggle = () => {
    rememberOpen(labelPath, !open);
    setOpen(!open);
  };
  const expanded = !collapsible || open;
  const current = item.href === route;
  const labelClass = cx(
    'menu__link menu__link--category',
    current && 'is-active',
    item.locked && 'menu__link--locked',
  );
  let label: ReactElement;
  if (item.href) {
    label = (
      <a className={labelClass} href={item.href} aria-current={current ? 'page' : undefined}>
        {item.label}
        {item.locked && <Locked />}
      </a>
    );
  } else if (collapsible) {
    label = (
      <button type="button" className={labelClass} aria-expanded={expanded} onClick={toggle}>
        {item.label}
      </button>
    );
  } else {
    label = <span className={labelClass}>{item.label}</span>;
  }
  return (
    <li
      className={cx(
        'menu__category',
        item.className,
        !expanded && 'is-collapsed',
        active && 'is-active-trail',
      )}
    >
      <div className="menu__category-row">
        {label}
        {collapsible && item.href && (
          <button
            type="button"
            className="menu__caret"
            aria-expanded={expanded}
            aria-label={t(
              expanded
                ? 'theme.DocSidebarItem.collapseCategoryAriaLabel'
                : 'theme.DocSidebarItem.expandCategoryAriaLabel',
              { label: item.label },
            )}
            onClick={toggle}
          />
        )}
      </div>
      {/* A collapsed category's items are not rendered: a page's HTML holds the sections it shows open. */}
      {expanded && (
        <div className="menu__category-items">
          <SidebarItems items={item.items} route={route} parentPath={labelPath} />
        </div>
      )}
    </li>
  );
}
