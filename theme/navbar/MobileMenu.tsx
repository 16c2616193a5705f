import { useEffect, useRef, type MouseEvent, type ReactElement } from 'react';
import { BlogPostsNav } from '../blog/BlogSidebar.tsx';
import { CloseIcon, SearchIcon } from '../common/icons.tsx';
import { cx } from '../common/cx.ts';
import { SidebarItems } from '../doc/SidebarItems.tsx';
import { openSearch } from '../search/search-shortcut.ts';
import { useSiteContext } from '../site-context.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { NavbarBrand } from './NavbarBrand.tsx';
import { NavbarItem } from './NavbarItem.tsx';
import type { MobileMenu as MenuState } from './use-mobile-menu.ts';
import { useTranslate } from '../i18n/use-translate.ts';

export const MOBILE_MENU_ID = 'navbar-mobile-menu';

/**
 * The slide-in menu (≤ 996 px): Search, the navbar items, then the page's own sidebar, which the layout hides at
 * these widths (the doc sidebar, or the blog's "All posts"). Following a link closes it.
 */
export function MobileMenu({ menu }: { menu: MenuState }): ReactElement {
  const t = useTranslate();
  const { site, page } = useSiteContext();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Move focus into the menu when it opens, so keyboard users start there.
    if (menu.open) closeButton.current?.focus();
  }, [menu.open]);
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) menu.close();
  };
  return (
    <>
      <div
        className={cx('navbar-sidebar__backdrop', menu.open && 'is-open')}
        onClick={menu.close}
        aria-hidden="true"
      />
      <div
        id={MOBILE_MENU_ID}
        className={cx('navbar-sidebar', menu.open && 'is-open')}
        inert={!menu.open}
        onClick={closeOnLink}
      >
        <div className="navbar-sidebar__header">
          <NavbarBrand navbar={site.navbar} />
          <ColorModeToggle />
          <button
            ref={closeButton}
            type="button"
            className="navbar-sidebar__close"
            aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel')}
            onClick={menu.close}
          >
            <CloseIcon />
          </button>
        </div>
        {menu.rendered && (
          <div className="navbar-sidebar__content">
            {page.kind !== 'signIn' && (
              <button
                type="button"
                className="navbar-sidebar__search"
                aria-haspopup="dialog"
                onClick={() => {
                  menu.close();
                  openSearch();
                }}
              >
                <SearchIcon />
                {t('theme.SearchBar.label')}
              </button>
            )}
            <ul className="menu__list">
              {site.navbar.items.map((item, index) => (
                <NavbarItem key={`${item.type}-${index}`} item={item} mobile />
              ))}
            </ul>
            {page.kind === 'doc' && (
              <nav
                className="menu navbar-sidebar__secondary"
                aria-label={t('theme.docs.sidebar.navAriaLabel')}
              >
                <SidebarItems items={page.sidebar} route={page.route} />
              </nav>
            )}
            {(page.kind === 'blogList' || page.kind === 'blogPost') && (
              <div className="navbar-sidebar__secondary navbar-sidebar__blog">
                <BlogPostsNav years={page.sidebar} route={page.route} />
              </div>
            )}
          </div>
        )}
      </div>
    </>
  );
}
