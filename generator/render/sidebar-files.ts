import { audienceVariantFile } from '../../core/access/audiences.ts';
import type { DocVersion } from '../../core/site/model.ts';
import type { SidebarItemData } from '../../core/site/page-data.ts';
import { lackingSets, linkRoutes, type AudienceVariants } from './audience.ts';
import { sidebarFile } from './sidebar-data.ts';
import { outputWriter, writeCompressed } from './write-page.ts';
import { withEncodings } from './render-record.ts';
import { SINGLE_LOCALE, type PageLocalizer } from '../i18n/page-localizer.ts';

export interface SidebarFiles {
  /** Each sidebar file's items by its URL, for pages whose data arrives without them (the render's workers). */
  byUrl: Record<string, SidebarItemData[]>;
  /** The conditions of each file that has variants for the gate (see `AudienceFiles.files`). */
  conditions: Record<string, number[]>;
  /** Each file (not its variants) → the routes whose readers may have it: its version's docs. */
  owners: Record<string, string[]>;
}

/**
 * The sidebars of `versions` as files, one per sidebar and audience that sees it differently (with `variants`),
 * named by their content: pages refer to the one their reader sees, so a reader's browser never takes another
 * reader's sidebar from its cache. Each file also has the gate's variants, for a reader who asks for a sidebar
 * file that is not theirs by its name: it holds only the entries of that file the reader may open.
 */
export function writeSidebarFiles(
  versions: readonly DocVersion[],
  outDir: string,
  variants?: AudienceVariants,
  localizer: Pick<PageLocalizer, 'sidebar' | 'sidebarUrl' | 'route'> = SINGLE_LOCALE,
  reuse: (files: readonly string[]) => boolean = () => false,
): SidebarFiles {
  const output = outputWriter(outDir);
  // Named by its content, a file of the previous output (when its pages may be reused) is this one.
  const writeOnce = (file: string, json: string) => {
    if (!reuse(withEncodings(file))) writeCompressed(output, file, json);
  };
  const files: SidebarFiles = { byUrl: {}, conditions: {}, owners: {} };
  for (const version of versions) {
    const routes = version.docs.map((doc) => localizer.route(doc.permalink));
    for (const name of Object.keys(version.sidebars)) {
      const seen = (lacking: readonly number[]) =>
        localizer.sidebar(sidebarFile(version, name, variants?.audience(lacking)).items);
      const conditions = variants?.conditionsOf(linkRoutes(seen([]))) ?? [];
      for (const lacking of [[], ...lackingSets(conditions)]) {
        const url = localizer.sidebarUrl(sidebarFile(version, name, variants?.audience(lacking)).url);
        const items = seen(lacking);
        if (url in files.byUrl) continue;
        const file = url.slice(1);
        files.byUrl[url] = items;
        files.owners[file] = routes;
        writeOnce(file, JSON.stringify(items));
        const own = variants?.conditionsOf(linkRoutes(items)) ?? [];
        if (own.length > 0) files.conditions[file] = own;
        for (const more of lackingSets(own)) {
          writeOnce(audienceVariantFile(file, more), JSON.stringify(seen(union(lacking, more))));
        }
      }
    }
  }
  return files;
}

function union(a: readonly number[], b: readonly number[]): number[] {
  return [...new Set([...a, ...b])].sort((x, y) => x - y);
}
