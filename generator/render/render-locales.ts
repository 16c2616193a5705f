import type { LocaleBuild } from '../i18n/locale-builds.ts';
import type { LocaleRenderRecords } from './render-record.ts';
import { renderRoutes, type RenderParams, type RenderResult } from './render-routes.ts';

/** What every locale's render wrote: their pages added up, and each locale's record (`LocaleRenderRecords`). */
export interface LocalesRenderResult extends Omit<RenderResult, 'record'> {
  records: LocaleRenderRecords;
}

/**
 * Renders each locale's pages into the one output, one locale after the other, and adds up what they wrote. Every
 * locale has the same rules, so the audiences' conditions are the same list in each.
 */
export async function renderLocales(
  builds: readonly LocaleBuild[],
  paramsOf: (build: LocaleBuild) => RenderParams,
): Promise<LocalesRenderResult> {
  let total: LocalesRenderResult | undefined;
  for (const build of builds) {
    const { record, ...result } = await renderRoutes(paramsOf(build));
    const records = { [build.localizer.variant]: record };
    total = total ? merged(total, { ...result, records }) : { ...result, records };
  }
  if (!total) throw new Error('A site has at least one locale.');
  return total;
}

function merged(a: LocalesRenderResult, b: LocalesRenderResult): LocalesRenderResult {
  a.links.addAll(b.links);
  return {
    pages: a.pages + b.pages,
    records: { ...a.records, ...b.records },
    links: a.links,
    audiences: { ...a.audiences, files: { ...a.audiences.files, ...b.audiences.files } },
    owners: { ...a.owners, ...b.owners },
  };
}
