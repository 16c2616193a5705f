import type { ReactElement } from 'react';
import type { SiteData } from '../../core/site/page-data.ts';

/** Logo and title, linking home. */
export function NavbarBrand({ navbar }: { navbar: SiteData['navbar'] }): ReactElement {
  return (
    <a className="navbar__brand" href="/">
      {navbar.logo && (
        <img className="navbar__logo" src={navbar.logo.src} alt={navbar.logo.alt} width={32} height={32} />
      )}
      <span className="navbar__title">{navbar.title}</span>
    </a>
  );
}
