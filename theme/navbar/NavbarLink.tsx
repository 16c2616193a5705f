import type { ReactElement } from 'react';
import { ExternalIcon } from '../common/icons.tsx';
import { Link } from '../common/Link.tsx';
import { cx } from '../common/cx.ts';
import { isActiveLink } from '../links.ts';
import { usePreferredVersion } from '../preferred-version.ts';
import { useSiteContext } from '../site-context.ts';
import { latestVersion, versionTarget } from '../versions.ts';

interface NavbarLinkProps {
  label: string;
  to?: string;
  href?: string;
  mobile?: boolean;
}

/** A navbar item of type `default`: `to` is a page of this site, `href` an external address (new tab). */
export function NavbarLink({ label, to, href, mobile }: NavbarLinkProps): ReactElement {
  const { site, page } = useSiteContext();
  const preferred = usePreferredVersion(site);
  const latest = latestVersion(site);
  // A link into the latest docs ("Documentation") leads to the reader's preferred version instead.
  const links = to === undefined ? undefined : site.navbarVersionLinks[to];
  const target = links && preferred ? versionTarget(links, preferred) : (to ?? href);
  if (!target)
    throw new Error(`Navbar item "${label}" has neither "to" nor "href": give it one in site.config.ts.`);
  const active = to !== undefined && isActiveLink(to, page.route, latest?.path);
  const link = (
    <Link
      className={cx(mobile ? 'menu__link' : 'navbar__item navbar__link', active && 'is-active')}
      href={target}
      aria-current={to === page.route ? 'page' : undefined}
    >
      {label}
      {to === undefined && <ExternalIcon />}
    </Link>
  );
  return mobile ? <li>{link}</li> : link;
}
