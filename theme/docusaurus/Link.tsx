import type { AnchorHTMLAttributes } from 'react';
import useBaseUrl from './useBaseUrl.ts';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string };

/**
 * `@docusaurus/Link`: an anchor to a site path (`to`) or any URL (`href`). docgen's client router takes over
 * same-origin links, so the anchor is all a page needs; an external one opens in a new tab, as in Docusaurus.
 */
export default function Link({ to, href, ...rest }: LinkProps) {
  const target = useBaseUrl(to ?? href ?? '');
  const external = /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(target);
  return (
    <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />
  );
}
