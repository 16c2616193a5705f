import type { LocaleBuild } from '../i18n/locale-builds.ts';
import { renderRoutes, type RenderParams, type RenderResult } from './render-routes.ts';

/**
 * Renders each locale's pages into the one output, one locale after the other, and adds up what they wrote. Every
 * locale has the same rules, so the audiences' conditions are the same list in each.
 */
export async function renderLocales(
  builds: readonly LocaleBuild[],
  paramsOf: (build: LocaleBuild) => RenderParams,
): Promise<RenderResult> {
  let total: RenderResult | undefined;
  for (const build of builds) {
    const result = await renderRoutes(paramsOf(build));
    total = total ? merged(total, result) : result;
  }
  if (!total) throw new Error('A site has at least one locale.');
  return total;
}

function merged(a: RenderResult, b: RenderResult): RenderResult {
  a.links.addAll(b.links);
  return {
    pages: a.pages + b.pages,
    record: { ...a.record, pages: { ...a.record.pages, ...b.record.pages } },
    links: a.links,
    audiences: { ...a.audiences, files: { ...a.audiences.files, ...b.audiences.files } },
    owners: { ...a.owners, ...b.owners },
  };
}
