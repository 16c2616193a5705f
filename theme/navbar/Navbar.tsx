import type { ReactElement } from 'react';
import { MenuIcon } from '../common/icons.tsx';
import { cx } from '../common/cx.ts';
import { useSiteContext } from '../site-context.ts';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu.tsx';
import { NavbarBrand } from './NavbarBrand.tsx';
import { NavbarItem } from './NavbarItem.tsx';
import { SearchButton } from '../search/SearchButton.tsx';
import { useHideOnScroll } from './use-hide-on-scroll.ts';
import { useMobileMenu } from './use-mobile-menu.ts';
import { useTranslate } from '../i18n/use-translate.ts';

/** The fixed navbar: brand and left items, right items, and the hamburger for the mobile menu. */
export function Navbar(): ReactElement {
  const t = useTranslate();
  const { site, page } = useSiteContext();
  const menu = useMobileMenu(page.route);
  const hidden = useHideOnScroll(site.navbar.hideOnScroll) && !menu.open;
  const items = site.navbar.items.map((item, index) => ({ item, key: `${item.type}-${index}` }));
  const side = (position: 'left' | 'right') =>
    items
      .filter(({ item }) => item.position === position)
      .map(({ item, key }) => <NavbarItem key={key} item={item} />);

  return (
    <nav
      aria-label={t('theme.NavBar.navAriaLabel')}
      className={cx('navbar', hidden && 'navbar--hidden', menu.open && 'navbar--menu-open')}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <button
            type="button"
            className="navbar__toggle"
            aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')}
            aria-expanded={menu.open}
            aria-controls={MOBILE_MENU_ID}
            onClick={menu.toggle}
          >
            <MenuIcon />
          </button>
          <NavbarBrand navbar={site.navbar} />
          {side('left')}
        </div>
        <div className="navbar__items navbar__items--right">
          {page.kind !== 'signIn' && <SearchButton />}
          {side('right')}
        </div>
      </div>
      <MobileMenu menu={menu} />
    </nav>
  );
}
