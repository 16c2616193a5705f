import type { ReactElement } from 'react';
import type { SiteData } from '../../core/site/page-data.ts';
import { ExternalIcon } from '../common/icons.tsx';
import { Link } from '../common/Link.tsx';
import { isExternalHref } from '../links.ts';

export function Footer({ footer }: { footer: SiteData['footer'] }): ReactElement {
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        <ul className="footer__links">
          {footer.links.map((link) => (
            <li key={link.href}>
              <Link className="footer__link" href={link.href}>
                {link.label}
                {isExternalHref(link.href) && <ExternalIcon />}
              </Link>
            </li>
          ))}
        </ul>
        {footer.copyright && <p className="footer__copyright">{footer.copyright}</p>}
      </div>
    </footer>
  );
}
