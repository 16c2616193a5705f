import type { ReactElement } from 'react';
import type { NavbarItemData } from '../../core/site/page-data.ts';
import { useSiteContext } from '../site-context.ts';
import { useThemeSlots } from '../slots.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { Dropdown } from './Dropdown.tsx';
import { LocaleDropdown } from './LocaleDropdown.tsx';
import { NavbarLink } from './NavbarLink.tsx';
import { VersionDropdown } from './VersionDropdown.tsx';

/**
 * One configured navbar item. In the mobile menu (`mobile`) items render as list entries; the colour toggle
 * sits in the menu header and the sign-in slot stays in the top bar, so neither is repeated there.
 */
export function NavbarItem({
  item,
  mobile,
}: {
  item: NavbarItemData;
  mobile?: boolean;
}): ReactElement | null {
  const { page } = useSiteContext();
  const slots = useThemeSlots();
  switch (item.type) {
    case 'default':
      return <NavbarLink label={item.label} to={item.to} href={item.href} mobile={mobile} />;
    case 'dropdown': {
      const entries = item.items.map((entry) => {
        const href = entry.to ?? entry.href;
        if (!href)
          throw new Error(
            `Navbar dropdown "${item.label}" has an item "${entry.label}" without "to" or "href".`,
          );
        return { label: entry.label, href, active: entry.to === page.route };
      });
      return <Dropdown label={item.label} entries={entries} mobile={mobile} />;
    }
    case 'docsVersionDropdown':
      return <VersionDropdown mobile={mobile} instance={item.docsPluginId} />;
    case 'localeDropdown':
      return <LocaleDropdown mobile={mobile} />;
    case 'colorModeToggle':
      return mobile ? null : <ColorModeToggle />;
    case 'signIn':
      return mobile ? null : <div className="navbar__item navbar__sign-in">{slots.signIn}</div>;
    default:
      throw new Error(
        `Unknown navbar item type "${(item as { type: string }).type}": check navbar.items in site.config.ts.`,
      );
  }
}
