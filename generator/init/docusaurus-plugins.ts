import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fieldsOf, isPlainData, listOf, type Fields, type Notes } from './docusaurus-fields.ts';
import { code, type Code } from './write-site-config.ts';

/** The name the written `site.config.ts` loads the Docusaurus site's packages by. */
const SITE_REQUIRE = 'fromDocusaurusSite';

/** The plugin lists docgen has, each with the Docusaurus option lists it is made of. */
const LISTS = {
  beforeDefaultRemarkPlugins: ['beforeDefaultRemarkPlugins'],
  remarkPlugins: ['remarkPlugins'],
  rehypePlugins: ['beforeDefaultRehypePlugins', 'rehypePlugins'],
} as const;

type PluginList = (Code | [Code, unknown])[];

export interface CarriedPlugins {
  /** `markdown` of the written configuration; undefined when the site has no plugin docgen can load. */
  markdown?: Record<keyof typeof LISTS, PluginList>;
  /** The `require` that loads them, from the Docusaurus site's `node_modules`; written above the configuration. */
  preamble: string[];
  notes: Notes;
}

/**
 * The remark and rehype plugins of the docs, blog and pages plugins of the classic preset, merged (docgen has one
 * list for the whole site). Each must be the export of a package the Docusaurus site has installed: the written
 * configuration loads it from there by name (the evaluated config holds the function only, and its package is
 * found by loading each of the site's dependencies and comparing). Options must be plain data.
 */
export async function carryPlugins(source: string, classic: Fields): Promise<CarriedPlugins> {
  const notes: Notes = [];
  const packages = await installedPackages(source);
  const markdown = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], rehypePlugins: [] } as Record<
    keyof typeof LISTS,
    PluginList
  >;
  const seen = new Set<string>();
  let carried = 0;
  for (const [list, options] of Object.entries(LISTS) as [keyof typeof LISTS, readonly string[]][]) {
    for (const { where, entry } of pluginEntries(classic, options)) {
      const written = writtenPlugin(entry, packages);
      if (typeof written === 'string') {
        notes.push(`${where}: ${written}`);
        continue;
      }
      const key = `${list}\0${JSON.stringify(written)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      markdown[list].push(written);
      carried += 1;
    }
  }
  if (carried === 0) return { preamble: [], notes };
  return {
    markdown,
    preamble: [
      "import { createRequire } from 'node:module';",
      '',
      "// The Docusaurus site's remark and rehype plugins, loaded from its node_modules: if that folder moves,",
      '// install them beside this file and import them by name.',
      `const ${SITE_REQUIRE} = createRequire(${JSON.stringify(join(source, 'package.json'))});`,
    ],
    notes,
  };
}

/** The entries of the option lists `options` of the docs, blog and pages plugins, each with where it was. */
function pluginEntries(classic: Fields, options: readonly string[]): { where: string; entry: unknown }[] {
  return ['docs', 'blog', 'pages'].flatMap((plugin) =>
    options.flatMap((option) =>
      listOf(fieldsOf(classic[plugin])[option]).map((entry) => ({ where: `${plugin} ${option}`, entry })),
    ),
  );
}

interface InstalledPackage {
  name: string;
  exports: unknown;
}

/**
 * The site's dependencies (package.json) that are remark or rehype plugins by name (`remark-math`, `rehype-katex`,
 * `@docusaurus/remark-plugin-npm2yarn`), loaded from its node_modules; those that do not load are left out. Only
 * those: loading every dependency (Docusaurus itself, React) would take seconds and run their code.
 */
async function installedPackages(source: string): Promise<InstalledPackage[]> {
  const manifest = fieldsOf(
    await readFile(join(source, 'package.json'), 'utf8').then(
      (text) => JSON.parse(text) as unknown,
      () => ({}),
    ),
  );
  const names = [
    ...Object.keys(fieldsOf(manifest.dependencies)),
    ...Object.keys(fieldsOf(manifest.devDependencies)),
  ].filter((name) => /remark|rehype/.test(name));
  const load = createRequire(join(source, 'package.json'));
  return names.flatMap((name) => {
    try {
      return [{ name, exports: load(name) as unknown }];
    } catch {
      return [];
    }
  });
}

/** The plugin as the written config loads it, or why it cannot be carried over. */
function writtenPlugin(
  entry: unknown,
  packages: readonly InstalledPackage[],
): Code | [Code, unknown] | string {
  const [plugin, ...options] = Array.isArray(entry) ? (entry as unknown[]) : [entry];
  if (typeof plugin !== 'function') return `${describe(plugin)} is not a plugin function; not carried over`;
  const loader = packageLoader(plugin, packages);
  if (!loader)
    return `${describe(plugin)} is no remark or rehype package in the site's package.json and node_modules; not carried over`;
  if (options.length === 0) return loader;
  if (options.length > 1 || !isPlainData(options[0]))
    return `${describe(plugin)}: its options are not plain data; not carried over`;
  return [loader, options[0]];
}

function packageLoader(plugin: unknown, packages: readonly InstalledPackage[]): Code | undefined {
  for (const { name, exports } of packages) {
    const call = `${SITE_REQUIRE}(${JSON.stringify(name)})`;
    if (exports === plugin) return code(call);
    if (fieldsOf(exports).default === plugin) return code(`${call}.default`);
  }
  return undefined;
}

function describe(plugin: unknown): string {
  return typeof plugin === 'function' ? `plugin ${plugin.name || '(anonymous)'}` : `plugin ${String(plugin)}`;
}
