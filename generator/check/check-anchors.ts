import { didYouMean } from '../../core/errors/did-you-mean.ts';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { PageSources } from './page-sources.ts';

/** A path as the server answers it: `x/`, `x.html` and `x/index.html` are the page `x`. */
function pageRoute(path: string): string {
  const route = path.replace(/(?:\/index)?\.html$/, '').replace(/(?<=.)\/$/, '');
  return route === '' ? '/' : route;
}

/**
 * Every `#fragment` a markdown page links to, on itself or on another page of the site, checked against the ids
 * the target page's content defines (heading slugs, explicit ids, `id` and `<a name>` attributes). Pages not
 * written in markdown (lists, the home page) are skipped: their ids are the theme's. Cheap: the ids were
 * collected when each page was transformed, so no HTML is read.
 */
export function checkAnchors(params: {
  routes: readonly string[];
  sources: PageSources;
  severity: 'warning' | 'error';
}): Diagnostic[] {
  const { sources } = params;
  return params.routes.flatMap((route) => {
    const file = sources.fileOf(route);
    if (!file) return [];
    return sources.siteLinksOf(route).flatMap((link): Diagnostic[] => {
      if (link.fragment === '') return [];
      const targetRoute = pageRoute(link.target.split('?', 1)[0] ?? '');
      const anchors = sources.anchorsOf(targetRoute);
      if (!anchors || anchors.has(link.fragment)) return [];
      const where = targetRoute === route ? 'this page' : targetRoute;
      const suggestion = didYouMean(link.fragment, anchors);
      return [
        {
          code: 'anchor-broken',
          severity: params.severity,
          file: link.file ?? file,
          line: link.line,
          column: link.column,
          message: `Broken anchor on ${route}: "#${link.fragment}" is not a heading or id of ${where}.`,
          hint: suggestion
            ? `Did you mean "#${suggestion}"?`
            : 'Link to an existing heading (its slug) or id, or add `{#id}` to the heading you mean.',
        },
      ];
    });
  });
}
