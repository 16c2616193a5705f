import { cp, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { listFiles } from '../load/walk.ts';
import { evaluateSidebarsModule, findSidebarsFile } from '../load/sidebars-module.ts';
import type { Notes } from './docusaurus-fields.ts';
import type { SourceDocsInstance } from './docusaurus-instances.ts';
import type { Move } from './rewrite-imports.ts';

/** What was copied (`docs/ → content/docs/`) and what was left behind. */
export interface CopyReport {
  copied: string[];
  notes: Notes;
  /** What was copied where: the files and folders of the Docusaurus site and their place in the new one. */
  moves: Move[];
  /** The React pages copied, by route (`/help` → `src/pages/help.js`). */
  reactPages: Map<string, string>;
}

/** Where the docs and the blog are in the Docusaurus site (its plugins' `path`) and its sidebars file. */
export interface SourceLayout {
  docsDir: string;
  /** Undefined when the classic preset turns the blog off (`blog: false`): Docusaurus builds none. */
  blogDir: string | undefined;
  /** `false`: the site has no sidebars file (`sidebarPath: false`); undefined: look for `sidebars.*`. */
  sidebarPath: string | false | undefined;
  /** The site's other docs instances (further docs plugins). */
  instances: SourceDocsInstance[];
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Copies a file or folder of the source; `cp` opens the source's files for reading only. */
async function copyEntry(source: string, target: string, from: string, to: string, report: CopyReport) {
  if (!(await exists(join(source, from)))) return;
  await mkdir(dirname(join(target, to)), { recursive: true });
  await cp(join(source, from), join(target, to), { recursive: true, errorOnExist: true, force: false });
  report.copied.push(`${from} → ${to}`);
  report.moves.push([from, to]);
}

/**
 * The sidebars file, relative to the site: `sidebarPath` is relative to the site or absolute (a config writes
 * `path.resolve(__dirname, './sidebars.json')` or `require.resolve('./sidebars.js')`, evaluated where it is).
 * Docusaurus looks for `sidebars.*` only for the preset's docs.
 */
async function sidebarFileOf(
  source: string,
  sidebarPath: string | false | undefined,
  main: boolean,
): Promise<string | undefined> {
  if (sidebarPath === false) return undefined;
  if (sidebarPath !== undefined) return relative(source, resolve(source, sidebarPath)).split(sep).join('/');
  return main ? findSidebarsFile(source) : undefined;
}

/** Where a docs instance's files go in the new site. */
interface InstanceTarget {
  /** The unreleased docs' folder (`content/docs`). */
  docsDir: string;
  /** Its sidebars file (`content/sidebars.json`). */
  sidebars: string;
  /** Prefixes its versions' files and folders (`community_`; empty for the main docs). */
  prefix: string;
}

/** The unreleased docs' sidebars as `content/sidebars.json`: a JSON file copied, a JS or TS one evaluated. */
async function copySidebars(
  source: string,
  target: string,
  file: string | undefined,
  to: InstanceTarget,
  report: CopyReport,
) {
  if (!file) return;
  if (!(await exists(join(source, file)))) {
    report.notes.push(
      `${file} (the docs' sidebarPath) does not exist; ${to.docsDir} gets the default sidebar`,
    );
    return;
  }
  if (file.endsWith('.json')) return copyEntry(source, target, file, to.sidebars, report);
  const evaluated = await evaluateSidebarsModule(join(source, file));
  if (!evaluated.ok) {
    report.notes.push(
      `${file}: ${evaluated.reason}; ${to.docsDir} gets the default sidebar made from its folder`,
    );
    return;
  }
  await mkdir(join(target, 'content'), { recursive: true });
  await writeFile(join(target, to.sidebars), `${JSON.stringify(evaluated.sidebars, null, 2)}\n`);
  report.copied.push(`${file} → ${to.sidebars} (evaluated)`);
}

/** A docs instance's folder, versions and sidebars, named after its id as Docusaurus names them. */
async function copyDocsInstance(
  source: string,
  target: string,
  from: { docsDir: string; sidebarFile: string | undefined },
  to: InstanceTarget,
  report: CopyReport,
) {
  const { prefix } = to;
  await copyEntry(source, target, from.docsDir, to.docsDir, report);
  await copyEntry(source, target, `${prefix}versioned_docs`, `content/${prefix}versioned_docs`, report);
  for (const file of await listFiles(join(source, `${prefix}versioned_sidebars`), '*.json')) {
    const path = `${prefix}versioned_sidebars/${file}`;
    await copyEntry(source, target, path, `content/${path}`, report);
  }
  await copyEntry(source, target, `${prefix}versions.json`, `${prefix}versions.json`, report);
  await copySidebars(source, target, from.sidebarFile, to, report);
}

const MARKDOWN_PAGE = /^pages\/.*\.mdx?$/;
const REACT_PAGE = /^pages\/(?:.*\/)?[^_/][^/]*\.[cm]?[jt]sx?$/;

/**
 * `src/`: the site's components, `src/theme` (its `MDXComponents`), React pages and CSS, where docgen looks for them
 * too (MDX imports `@site/src/…`); its markdown pages go to `content/pages`.
 */
async function copySrc(source: string, target: string, report: CopyReport) {
  const files = await listFiles(join(source, 'src'), '**/*');
  if (files.length === 0) return;
  const markdownPages = files.filter((file) => MARKDOWN_PAGE.test(file));
  for (const file of markdownPages) await copyEntry(source, target, `src/${file}`, `content/${file}`, report);
  await cp(join(source, 'src'), join(target, 'src'), {
    recursive: true,
    errorOnExist: true,
    force: false,
    filter: (from) => !MARKDOWN_PAGE.test(relative(join(source, 'src'), from).split(sep).join('/')),
  });
  report.copied.push('src/ → src/ (components, theme, React pages, CSS)');
  // Its place is the same, but what its modules import from outside the site is looked for and moved too.
  report.moves.push(['src', 'src']);
  for (const file of files.filter((name) => REACT_PAGE.test(name) && !/(^|\/)_/.test(name)))
    report.reactPages.set(reactPageRoute(file.slice('pages/'.length)), `src/${file}`);
}

/** Where Docusaurus serves a page of `src/pages`: `help.js` at `/help`, `index.tsx` at `/`, `a/index.js` at `/a`. */
function reactPageRoute(file: string): string {
  const path = file.replace(/\.[cm]?[jt]sx?$/, '').replace(/(^|\/)index$/, '');
  return `/${path}`.replace(/\/$/, '') || '/';
}

async function folderNotes(source: string, report: CopyReport) {
  const swizzled = (await listFiles(join(source, 'src/theme'), '**/*')).filter(
    (file) => !/^MDXComponents(\.[cm]?[jt]sx?|\/)/.test(file),
  );
  if (swizzled.length > 0) {
    report.notes.push(
      `src/theme: ${swizzled.length} swizzled component file(s) copied; docgen's layout is its own`,
    );
  }
}

/** Packages docgen brings itself (React, and the Docusaurus API its shims stand in for). */
const PROVIDED_PACKAGE = /^(?:@docusaurus\/|react$|react-dom$|@mdx-js\/react$)/;

/**
 * A package made for Docusaurus (a plugin, a theme: it depends on `@docusaurus/…`, as installed in the Docusaurus
 * site) runs only inside Docusaurus, which the new site does not have: its peer dependencies on Docusaurus and on
 * the React it was made for would only make `npm install` fail.
 */
async function needsDocusaurus(source: string, name: string): Promise<boolean> {
  // Where Node would look for it from the site: its node_modules, then those above (a monorepo's, hoisted).
  for (const folder of createRequire(join(source, 'package.json')).resolve.paths(name) ?? []) {
    const manifest = await readFile(join(folder, name, 'package.json'), 'utf8').catch(() => undefined);
    if (manifest === undefined) continue;
    const { dependencies = {}, peerDependencies = {} } = JSON.parse(manifest) as Record<string, object>;
    return [...Object.keys(dependencies), ...Object.keys(peerDependencies)].some((dependency) =>
      dependency.startsWith('@docusaurus/'),
    );
  }
  return false;
}

/**
 * The components copied into `src/` import the site's packages (`marked`, a zoom component…), which docgen
 * resolves from the new site's `node_modules`: a `package.json` lists the Docusaurus site's dependencies, to
 * install there.
 */
async function writePackageJson(source: string, target: string, report: CopyReport) {
  if (!(await exists(join(target, 'src'))) || !(await exists(join(source, 'package.json')))) return;
  const { dependencies = {}, ...fields } = JSON.parse(
    await readFile(join(source, 'package.json'), 'utf8'),
  ) as Record<string, unknown> & { dependencies?: Record<string, string> };
  const kept = [];
  for (const [name, version] of Object.entries(dependencies))
    if (!PROVIDED_PACKAGE.test(name) && !(await needsDocusaurus(source, name))) kept.push([name, version]);
  if (kept.length === 0) return;
  // Its name and version stay (a component may show the version); its scripts and tools are Docusaurus'.
  const rest = Object.entries(fields).filter(([key]) => key !== 'scripts' && key !== 'devDependencies');
  const json = { ...Object.fromEntries(rest), dependencies: Object.fromEntries(kept) };
  await writeFile(join(target, 'package.json'), `${JSON.stringify(json, null, 2)}\n`);
  report.copied.push(
    "package.json → package.json (its dependencies but Docusaurus', its plugins' and React: run npm install)",
  );
}

/** Copies the Docusaurus site's content into the new docgen site; the source is only read. */
export async function copyContent(source: string, target: string, layout: SourceLayout): Promise<CopyReport> {
  const report: CopyReport = { copied: [], notes: [], moves: [], reactPages: new Map() };
  const mainSidebars = await sidebarFileOf(source, layout.sidebarPath, true);
  const main = { docsDir: 'content/docs', sidebars: 'content/sidebars.json', prefix: '' };
  await copyDocsInstance(
    source,
    target,
    { docsDir: layout.docsDir, sidebarFile: mainSidebars },
    main,
    report,
  );
  for (const instance of layout.instances) {
    const sidebarFile = await sidebarFileOf(source, instance.sidebarPath, false);
    const to = {
      docsDir: `content/${instance.id}`,
      sidebars: `content/${instance.id}_sidebars.json`,
      prefix: `${instance.id}_`,
    };
    await copyDocsInstance(source, target, { docsDir: instance.docsDir, sidebarFile }, to, report);
  }
  if (layout.blogDir !== undefined) await copyEntry(source, target, layout.blogDir, 'content/blog', report);
  else if (await exists(join(source, 'blog')))
    report.notes.push("blog/: not copied: the classic preset's `blog: false`");
  await copyEntry(source, target, 'static', 'content/static', report);
  await copySrc(source, target, report);
  await copyEntry(source, target, 'i18n', 'content/i18n', report);
  await writePackageJson(source, target, report);
  await folderNotes(source, report);
  return report;
}
