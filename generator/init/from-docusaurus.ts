import { cp, mkdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { SidebarItem } from '../../core/site/model.ts';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { CONFIG_FILE, loadSiteConfig } from '../../node/config/load-site-config.ts';
import { loadVersion } from '../load/docs.ts';
import { planSiteVersions } from '../load/versions.ts';
import { siteConfigSchema, type SiteConfigInput } from '../../core/config/schema.ts';
import { carryPlugins } from './docusaurus-plugins.ts';
import { docsInstancesOf } from './docusaurus-instances.ts';
import { copyContent, type SourceLayout } from './copy-content.ts';
import { copyImportedFiles } from './imported-files.ts';
import { rewriteRelativeImports } from './rewrite-imports.ts';
import {
  classicPresetOptions,
  docsConfigFrom,
  placeholderConfig,
  siteConfigFromDocusaurus,
  type SourceSite,
} from './docusaurus-config.ts';
import { fieldsOf, stringOf, type Notes } from './docusaurus-fields.ts';
import type { DocRoutes } from './docusaurus-navbar.ts';
import { evaluateModule, type Evaluated } from '../load/evaluate-module.ts';
import { writeSiteConfig, type KeyComments } from './write-site-config.ts';

/** `docgen init` will not run: the source is no Docusaurus site, or the target is a site already. */
export class InitRefused extends Error {}

export interface InitReport {
  copied: string[];
  notes: Notes;
  /** Problems of the written `site.config.ts`, as docgen's loader found them (none expected). */
  configDiagnostics: Diagnostic[];
}

const CONFIG_NAMES = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);

const SIGN_IN_COMMENT =
  'docgen sites are private: every page needs a signed-in reader of this organisation.\n' +
  'Add readers with `docgen users add <email>`; see signIn in the configuration reference.';

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function findConfig(source: string): Promise<string> {
  for (const name of CONFIG_NAMES) if (await exists(join(source, name))) return name;
  throw new InitRefused(`${source} has no docusaurus.config.(js|ts): it is not a Docusaurus site.`);
}

/** The target must be a new site, and never the source or inside it: the source is only ever read. */
async function checkTarget(source: string, target: string): Promise<void> {
  const inside = relative(source, target);
  if (inside === '' || (!inside.startsWith('..') && !isAbsolute(inside))) {
    throw new InitRefused(`The new site ${target} must not be the Docusaurus site or inside it.`);
  }
  for (const name of [CONFIG_FILE, 'content']) {
    if (await exists(join(target, name))) {
      throw new InitRefused(
        `${join(target, name)} exists: docgen init makes a new site; pick an empty --root.`,
      );
    }
  }
}

/**
 * Docusaurus also takes a config exported as a (possibly async) function that makes it. Docusaurus runs in the
 * site's folder, so a config resolving a path from the working folder (`path.resolve('src/css/custom.css')`)
 * resolves it there: so it is evaluated here, whatever folder the command was started in.
 */
async function evaluateConfig(file: string): Promise<Evaluated> {
  return inFolder(dirname(file), () => evaluatedConfig(file));
}

async function inFolder<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const before = process.cwd();
  process.chdir(dir);
  try {
    return await work();
  } finally {
    process.chdir(before);
  }
}

async function evaluatedConfig(file: string): Promise<Evaluated> {
  const evaluated = await evaluateModule(file);
  if (!evaluated.ok || typeof evaluated.value !== 'function') return evaluated;
  try {
    return { ok: true, value: await (evaluated.value as () => unknown)() };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}

function layoutOf(config: unknown): SourceLayout {
  const classic = classicPresetOptions(fieldsOf(config));
  const docs = fieldsOf(classic.docs);
  const sidebarPath = docs.sidebarPath === false ? false : stringOf(docs.sidebarPath);
  return {
    docsDir: stringOf(docs.path) ?? 'docs',
    blogDir: classic.blog === false ? undefined : (stringOf(fieldsOf(classic.blog).path) ?? 'blog'),
    sidebarPath,
    instances: docsInstancesOf(fieldsOf(config)),
  };
}

/** Paths the config names, relative to the site's folder (Docusaurus resolves relative ones from there). */
function sourceSite(source: string): SourceSite {
  return {
    relativePath: (path) => {
      const inside = relative(source, resolve(source, path));
      return inside.startsWith('..') || isAbsolute(inside) ? path : inside.split(sep).join('/');
    },
  };
}

function firstDocId(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.id;
    if (item.type !== 'category') continue;
    const found = item.link?.type === 'doc' ? item.link.id : firstDocId(item.items);
    if (found) return found;
  }
  return undefined;
}

/** A docs instance's last version as the navbar and footer link to it: its root, and its docs' routes. */
interface InstanceRoutes {
  root: string;
  /** Whether a doc is served at the root itself (`slug: /`). */
  docAtRoot: boolean;
  ofDoc(id: string | undefined): string | undefined;
  ofSidebar(id: string): string | undefined;
}

/**
 * Doc and sidebar ids of the new site's last version of each docs instance, as the routes its navbar and footer
 * may link to, with the versions the converted `docs` options build.
 */
async function latestDocRoutes(
  target: string,
  docs: SiteConfigInput['docs'],
): Promise<DocRoutes & { docAtRoot: boolean }> {
  const parsed = siteConfigSchema.in.shape.docs.safeParse(docs ?? {});
  const plan = parsed.success ? await planSiteVersions(target, parsed.data) : undefined;
  const instances = new Map<string, InstanceRoutes>();
  for (const latest of plan?.versions.filter((version) => version.isLast) ?? []) {
    const { version } = await loadVersion({ ...latest, root: target });
    const routes = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
    const ofDoc = (id: string | undefined) => (id === undefined ? undefined : routes.get(id));
    instances.set(version.instance, {
      root: version.path,
      docAtRoot: [...routes.values()].includes(version.path),
      ofDoc,
      ofSidebar: (id) => ofDoc(firstDocId(version.sidebars[id] ?? [])),
    });
  }
  const mainId = parsed.success ? parsed.data.pluginId : 'default';
  const of = (pluginId: string | undefined) => instances.get(pluginId ?? mainId);
  return {
    docsRoot: of(undefined)?.root ?? '/docs',
    docAtRoot: of(undefined)?.docAtRoot ?? false,
    rootOf: (pluginId) => of(pluginId)?.root,
    ofDoc: (id, pluginId) => of(pluginId)?.ofDoc(id),
    ofSidebar: (id, pluginId) => of(pluginId)?.ofSidebar(id),
  };
}

/**
 * A React page at the route of a doc (`index.js` of a site with its docs at `/`, one of them with `slug: /`) would
 * claim the doc's route: Docusaurus serves the doc there, and warns of the duplicate. Without such a doc, the
 * React page is what Docusaurus serves there, and stays.
 */
async function removePageAtDocsRoot(
  target: string,
  reactPages: ReadonlyMap<string, string>,
  routes: { docsRoot: string; docAtRoot: boolean },
  notes: Notes,
): Promise<void> {
  const file = reactPages.get(routes.docsRoot);
  if (!file || !routes.docAtRoot) return;
  await rm(join(target, file));
  notes.push(`${file}: a React page at ${routes.docsRoot}, where a doc is; left out`);
}

/**
 * The custom CSS files `src/` did not bring (`css/custom.css`), copied to the same place; those of packages
 * (`node_modules/…`) come with `npm install` in the new site.
 */
async function copyStyles(
  source: string,
  target: string,
  styles: string | readonly string[],
): Promise<string[]> {
  const copied: string[] = [];
  for (const file of typeof styles === 'string' ? [styles] : styles) {
    if (file.startsWith('node_modules/') || (await exists(join(target, file)))) continue;
    if (!(await exists(join(source, file)))) continue;
    await mkdir(dirname(join(target, file)), { recursive: true });
    await cp(join(source, file), join(target, file));
    copied.push(file);
  }
  return copied;
}

/**
 * `docgen init --from-docusaurus`: a new docgen site at `target` with the Docusaurus site's docs, versions,
 * sidebars, blog, static files, pages and `src/` (components, React pages), and a `site.config.ts` made from its configuration.
 */
export async function initFromDocusaurus(params: { source: string; target: string }): Promise<InitReport> {
  const { source, target } = params;
  const configName = await findConfig(source);
  await checkTarget(source, target);
  const evaluated = await evaluateConfig(join(source, configName));
  await mkdir(target, { recursive: true });
  const { reactPages, moves, ...report } = await copyContent(
    source,
    target,
    layoutOf(evaluated.ok ? evaluated.value : undefined),
  );
  await copyImportedFiles(source, target, { copied: report.copied, moves });
  for (const file of await rewriteRelativeImports(target, moves))
    report.copied.push(`${file}: relative imports rewritten for its new place`);
  const header = `Made by \`docgen init --from-docusaurus\` from ${basename(source)}/${configName}.`;
  if (evaluated.ok) {
    const routes = await latestDocRoutes(target, docsConfigFrom(evaluated.value));
    await removePageAtDocsRoot(target, reactPages, routes, report.notes);
    const { config, notes } = siteConfigFromDocusaurus(evaluated.value, routes, sourceSite(source));
    for (const file of await copyStyles(source, target, config.theme?.customCss ?? []))
      report.copied.push(`${file} → ${file} (custom CSS)`);
    const plugins = await carryPlugins(source, classicPresetOptions(fieldsOf(evaluated.value)));
    const written = plugins.markdown
      ? { ...config, markdown: { ...config.markdown, ...plugins.markdown } }
      : config;
    await writeSiteConfig(target, written, { signIn: SIGN_IN_COMMENT }, header, plugins.preamble);
    report.notes.push(...notes, ...plugins.notes);
  } else {
    const todo: KeyComments = {
      title: `TODO: fill in the site from ${configName}, which could not be evaluated.`,
      url: 'TODO: the public URL of the site.',
      navbar: 'TODO: the navbar links of the Docusaurus site.',
      footer: 'TODO: the footer links and copyright of the Docusaurus site.',
      signIn: SIGN_IN_COMMENT,
    };
    await writeSiteConfig(target, placeholderConfig(), todo, header);
    report.notes.unshift(`${configName} cannot be evaluated (${evaluated.reason}): site.config.ts has TODOs`);
  }
  report.copied.push(`${configName} → ${CONFIG_FILE}`);
  const loaded = await loadSiteConfig(target);
  return { ...report, configDiagnostics: loaded.ok ? [] : loaded.diagnostics };
}
