import { fieldsOf, listOf, stringOf, type Fields } from './docusaurus-fields.ts';

/** The docs plugin Docusaurus sites add a second time for another docs instance. */
const DOCS_PLUGIN = /^(?:@docusaurus\/plugin-content-docs|@docusaurus\/content-docs|content-docs)$/;

/** A docs instance of the Docusaurus site besides the classic preset's docs, as a `plugins` entry names it. */
export interface SourceDocsInstance {
  id: string;
  options: Fields;
  /** Its docs folder in the Docusaurus site (`path`, default `docs`). */
  docsDir: string;
  /** `false`: no sidebars file; undefined: none named (Docusaurus then makes one from the folder). */
  sidebarPath: string | false | undefined;
}

/** The docs plugin's options if the `plugins` entry is a docs instance of its own (an `id` but `default`). */
export function docsInstanceOptions(entry: unknown): (Fields & { id: string }) | undefined {
  if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !DOCS_PLUGIN.test(entry[0])) return undefined;
  const options = fieldsOf(entry[1]);
  const id = stringOf(options.id);
  return id === undefined || id === 'default' ? undefined : { ...options, id };
}

/** The `plugins` entries that are the docs plugin with an `id` of their own (the preset's docs are `default`). */
export function docsInstancesOf(source: Fields): SourceDocsInstance[] {
  return listOf(source.plugins).flatMap((entry): SourceDocsInstance[] => {
    const options = docsInstanceOptions(entry);
    if (!options) return [];
    return [
      {
        id: options.id,
        options,
        docsDir: stringOf(options.path) ?? 'docs',
        sidebarPath: options.sidebarPath === false ? false : stringOf(options.sidebarPath),
      },
    ];
  });
}
