import type { AnchorHTMLAttributes, ReactElement } from 'react';
import { isExternalHref } from '../links.ts';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * An anchor. Internal links stay plain `<a href>` (the client router intercepts them); external ones open in a
 * new tab without giving the new page a handle on this one.
 */
export function Link({ href, children, ...rest }: LinkProps): ReactElement {
  if (!isExternalHref(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
