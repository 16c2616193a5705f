import { cp, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { cutVersion } from '../version/cut-version.ts';
import { VERSION_NAME } from '../load/versions.ts';
import { listFiles } from '../load/walk.ts';
import { evaluateSidebarsModule, findSidebarsFile } from '../load/sidebars-module.ts';
import type { Notes } from './docusaurus-fields.ts';

/** What was copied (`docs/ → content/docs/`) and what was left behind. */
export interface CopyReport {
  copied: string[];
  notes: Notes;
}

/** Where the docs and the blog are in the Docusaurus site (its plugins' `path`) and its sidebars file. */
export interface SourceLayout {
  docsDir: string;
  blogDir: string;
  /** `false`: the site has no sidebars file (`sidebarPath: false`); undefined: look for `sidebars.*`. */
  sidebarPath: string | false | undefined;
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
}

async function sidebarFileOf(source: string, layout: SourceLayout): Promise<string | undefined> {
  if (layout.sidebarPath === false) return undefined;
  if (layout.sidebarPath !== undefined) return layout.sidebarPath.replace(/^\.\//, '');
  return findSidebarsFile(source);
}

/** The unreleased docs' sidebars as `content/sidebars.json`: a JSON file copied, a JS or TS one evaluated. */
async function copySidebars(source: string, target: string, layout: SourceLayout, report: CopyReport) {
  const file = await sidebarFileOf(source, layout);
  if (!file) return;
  if (!(await exists(join(source, file)))) {
    report.notes.push(
      `${file} (the docs' sidebarPath) does not exist; content/docs gets the default sidebar`,
    );
    return;
  }
  if (file.endsWith('.json')) return copyEntry(source, target, file, 'content/sidebars.json', report);
  const evaluated = await evaluateSidebarsModule(join(source, file));
  if (!evaluated.ok) {
    report.notes.push(
      `${file}: ${evaluated.reason}; content/docs gets the default sidebar made from its folder`,
    );
    return;
  }
  await mkdir(join(target, 'content'), { recursive: true });
  await writeFile(join(target, 'content/sidebars.json'), `${JSON.stringify(evaluated.sidebars, null, 2)}\n`);
  report.copied.push(`${file} → content/sidebars.json (evaluated)`);
}

async function copyVersionedSidebars(source: string, target: string, report: CopyReport) {
  const files = await listFiles(join(source, 'versioned_sidebars'), '*.json');
  for (const file of files) {
    await copyEntry(
      source,
      target,
      `versioned_sidebars/${file}`,
      `content/versioned_sidebars/${file}`,
      report,
    );
  }
}

/** `src/pages`: markdown pages (`.md`, `.mdx`) are copied to `content/pages`, React pages are left behind. */
async function copyPages(source: string, target: string, report: CopyReport) {
  for (const file of await listFiles(join(source, 'src/pages'), '**/*')) {
    if (/\.mdx?$/.test(file)) {
      await copyEntry(source, target, `src/pages/${file}`, `content/pages/${file}`, report);
    } else if (/\.[cm]?[jt]sx?$/.test(file)) {
      report.notes.push(`src/pages/${file}: a React page; docgen pages are markdown (content/pages/*.md)`);
    } else {
      report.notes.push(`src/pages/${file}: not a markdown page`);
    }
  }
}

async function folderNotes(source: string, report: CopyReport) {
  const swizzled = await listFiles(join(source, 'src/theme'), '**/*');
  if (swizzled.length > 0) {
    report.notes.push(`src/theme: ${swizzled.length} swizzled component file(s); docgen's theme is its own`);
  }
  if (await exists(join(source, 'i18n')))
    report.notes.push('i18n/: translations; docgen builds English only');
}

/** The name of the first version of an unversioned site: its package.json version, else 1.0.0. */
async function firstVersionName(source: string): Promise<string> {
  const version = await readFile(join(source, 'package.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { version?: unknown }).version,
    () => undefined,
  );
  return typeof version === 'string' && VERSION_NAME.test(version) ? version : '1.0.0';
}

/**
 * docgen builds released versions only: an unversioned site's docs become its first version, as
 * `docgen version` makes one, and `content/docs` stays as the next version.
 */
async function snapshotFirstVersion(source: string, target: string, report: CopyReport) {
  if (await exists(join(target, 'versions.json'))) return;
  if (!(await exists(join(target, 'content/docs')))) {
    report.notes.push('no versions.json and no docs: add docs and run `docgen version <name>`');
    return;
  }
  const name = await firstVersionName(source);
  await writeFile(join(target, 'versions.json'), '[]\n');
  await cutVersion({ root: target, name });
  report.copied.push(
    `content/docs → content/versioned_docs/version-${name} (no versions.json: the first version)`,
  );
}

/** Copies the Docusaurus site's content into the new docgen site; the source is only read. */
export async function copyContent(source: string, target: string, layout: SourceLayout): Promise<CopyReport> {
  const report: CopyReport = { copied: [], notes: [] };
  await copyEntry(source, target, layout.docsDir, 'content/docs', report);
  await copyEntry(source, target, 'versioned_docs', 'content/versioned_docs', report);
  await copyVersionedSidebars(source, target, report);
  await copyEntry(source, target, 'versions.json', 'versions.json', report);
  await copySidebars(source, target, layout, report);
  await copyEntry(source, target, layout.blogDir, 'content/blog', report);
  await copyEntry(source, target, 'static', 'content/static', report);
  await copyPages(source, target, report);
  await folderNotes(source, report);
  await snapshotFirstVersion(source, target, report);
  return report;
}
