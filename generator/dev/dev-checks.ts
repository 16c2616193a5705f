import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { resolveRequestPath } from '../../core/routes/resolve-request.ts';
import { anchorSeverity } from '../build.ts';
import { checkAnchors } from '../check/check-anchors.ts';
import { brokenLink } from '../check/check-links.ts';
import { PageSources, singleLocalePages } from '../check/page-sources.ts';
import type { DevState } from './incremental.ts';

/**
 * What `docgen build`'s check stage reports, checked by the dev server after every save without a crawl: the
 * site links a page's markdown writes, against the files the dev output has (as `docgen serve` resolves them),
 * and every `#fragment` link, against the ids each page defines. Both read only what the transform collected.
 */
export function linkProblems(state: DevState, file: string): Diagnostic[] {
  const route = state.links.routesByFile[file];
  if (route === undefined) return [];
  const sources = new PageSources([singleLocalePages(state.links.routesByFile)], state.transformed);
  // The content's links have the default locale's routes; a locale's pages are under its prefix.
  const exists = (name: string) =>
    existsSync(join(state.context.outDir, name)) ||
    existsSync(join(state.context.outDir, state.localizer.route(`/${name}`)));
  const broken = sources
    .siteLinksOf(route)
    // Images and links to `.md` files are the transform's to report (`image-missing`, `markdown-link-broken`).
    .filter((link) => !link.image && !/\.mdx?$/.test(link.target.split('?', 1)[0] ?? ''))
    .filter((link) => resolveRequestPath(link.target, exists).kind === 'notFound');
  return broken.map((link) =>
    brokenLink(route, link.target, 404, { file: link.file ?? file, line: link.line, column: link.column }),
  );
}

/** Every page's `#fragment` links: a heading renamed in one page breaks the links of others to it. */
export function anchorProblems(state: DevState): Diagnostic[] {
  const sources = new PageSources([singleLocalePages(state.links.routesByFile)], state.transformed);
  const routes = state.routes.map((entry) => entry.route);
  return checkAnchors({ routes, sources, severity: anchorSeverity(state.site) });
}
