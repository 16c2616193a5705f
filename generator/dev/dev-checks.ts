import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { resolveRequestPath } from '../../core/routes/resolve-request.ts';
import { anchorSeverity, localePages } from '../build.ts';
import { checkAnchors } from '../check/check-anchors.ts';
import { brokenLink } from '../check/check-links.ts';
import { PageSources } from '../check/page-sources.ts';
import type { DevState } from './incremental.ts';

/**
 * What `docgen build`'s check stage reports, checked by the dev server after every save without a crawl: the
 * site links a page's markdown writes, against the files the dev output has (as `docgen serve` resolves them),
 * and every `#fragment` link, against the ids each page defines. Both read only what the transform collected.
 * Without `files`, every page's links.
 */
export function linkProblems(state: DevState, files?: readonly string[]): Diagnostic[] {
  const pages = localePages(state);
  const sources = new PageSources([pages], state.transformed);
  const exists = (name: string) => existsSync(join(state.context.outDir, name));
  return (files ?? Object.keys(pages.files)).flatMap((file) => {
    const contentRoute = pages.files[file];
    if (contentRoute === undefined) return [];
    // The built locale's route: the page's links are resolved from it and name the locale's pages.
    const route = pages.route(contentRoute);
    const broken = sources
      .siteLinksOf(route)
      // Images and links to `.md` files are the transform's to report (`image-missing`, `markdown-link-broken`).
      .filter((link) => !link.image && !/\.mdx?$/.test(link.target.split('?', 1)[0] ?? ''))
      .filter((link) => resolveRequestPath(link.target, exists).kind === 'notFound');
    return broken.map((link) =>
      brokenLink(route, link.target, 404, { file: link.file ?? file, line: link.line, column: link.column }),
    );
  });
}

/** Every page's `#fragment` links: a heading renamed in one page breaks the links of others to it. */
export function anchorProblems(state: DevState): Diagnostic[] {
  const sources = new PageSources([localePages(state)], state.transformed);
  // The built locale's routes: its pages' links and the check's messages name them.
  const routes = state.routes.map((entry) => state.localizer.route(entry.route));
  return checkAnchors({ routes, sources, severity: anchorSeverity(state.site) });
}
