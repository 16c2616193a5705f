/** Navbar items with a private string target are hidden for readers who may not see them. */
import type { NavbarItemData, SiteData } from '../../core/site/page-data.ts';

export function visibleNavbar(site: SiteData, canSee: (path: string) => boolean): SiteData {
  const items = site.navbar.items.filter((item: NavbarItemData) => {
    if (item.type !== 'default') return true;
    const target = item.to ?? item.href;
    if (typeof target !== 'string' || !target.startsWith('/')) return true;
    return canSee(target);
  });
  return items.length === site.navbar.items.length ? site : { ...site, navbar: { ...site.navbar, items } };
}
