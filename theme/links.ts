/** True for links that leave the site (`https://…`, `//host`, `mailto:`). */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/**
 * Whether a navbar link counts as active on `route`: the exact page, a page below it, or (for a link into the
 * docs) any doc page, so "Documentation" stays highlighted while reading the docs.
 */
export function isActiveLink(to: string, route: string, docsBase?: string): boolean {
  if (route === to || (to !== '/' && route.startsWith(`${to}/`))) return true;
  return docsBase !== undefined && to.startsWith(`${docsBase}/`) && route.startsWith(`${docsBase}/`);
}
