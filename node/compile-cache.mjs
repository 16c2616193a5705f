// docgen's TypeScript compiled to JavaScript: when the package is packed (`compilePackage`, into `dist/`), and in
// docgen's own repository at run time into docgen's cache (`compileToCache`: the CLI, the worker modules), where
// every site's configuration is compiled too. Plain JavaScript: the CLI's entry uses it before any TypeScript
// loader is registered.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath, pathToFileURL } from 'node:url';

/**
 * docgen's own folder, with symbolic links resolved: compiled code names its sources by absolute path, so an
 * entry compiled for one folder is never used by a copy or a move of it.
 */
export const DOCGEN_ROOT = realpathSync(fileURLToPath(new URL('../', import.meta.url)));

/** Inside docgen's `node_modules`, so that the package imports of compiled code resolve as the sources' do. */
export const COMPILE_CACHE = join(DOCGEN_ROOT, 'node_modules', '.cache', 'docgen');

/**
 * Whether docgen runs as an installed package: compiled into `dist/` when it was packed, its TypeScript sources
 * not shipped. Otherwise it is docgen's own repository, which runs its sources compiled into the cache.
 */
export const PACKAGED = !existsSync(join(DOCGEN_ROOT, 'bin', 'docgen.ts'));

/** What `compilePackage` writes: the compiled modules, the client bundle, the config API's types. */
export const PACKAGE_DIST = join(DOCGEN_ROOT, 'dist');

/** What the package was compiled from (see `compilePackage`), written beside the compiled code. */
const PACKAGE_BUILD = join(PACKAGE_DIST, 'build.json');

/** An entry unused for this long is taken to be loaded by no running process (see `pruneStale`). */
const STALE_AFTER_MS = 60 * 60 * 1000;

/** Every folder of docgen's own sources (client/ too: nothing the CLI imports may, but an edit there costs little). */
const SOURCE_DIRS = ['bin', 'client', 'core', 'generator', 'node', 'server', 'theme'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js|json|html|css)$/;

/** Where `sourcesKey` keeps its answer: the CLI's entry and its compiled copy of this module share it. */
const SOURCES_KEY = Symbol.for('docgen.sourcesKey');

/**
 * The key of what docgen compiles from its own sources (the CLI, the worker modules): docgen's folder, the Node
 * version and every source's path, size and modification time. Reading those takes milliseconds where compiling
 * takes a tenth of a second, so a cached entry costs no compile. Once per thread, unless asked `fresh` (the dev
 * server, whose process outlives edits of docgen's code).
 */
export function sourcesKey({ fresh = false } = {}) {
  if (PACKAGED) return packageBuild().sourcesHash;
  if (fresh || !globalThis[SOURCES_KEY]) globalThis[SOURCES_KEY] = fingerprint();
  return globalThis[SOURCES_KEY];
}

let packageBuildRead;

/** The installed package's `build.json`: `sourcesHash`, the hash of every source it was compiled from. */
export function packageBuild() {
  packageBuildRead ??= JSON.parse(readFileSync(PACKAGE_BUILD, 'utf8'));
  return packageBuildRead;
}

/** The installed package's compiled form of the docgen module `source` (a path or file URL), as a URL. */
export function packagedModule(source) {
  const path = source instanceof URL ? fileURLToPath(source) : source;
  return pathToFileURL(join(PACKAGE_DIST, 'entries', `${basenameOf(path)}.mjs`));
}

function fingerprint() {
  const hash = createHash('sha256');
  hash.update(`${process.version}\0${DOCGEN_ROOT}\0`);
  for (const name of SOURCE_DIRS) {
    const files = readdirSync(join(DOCGEN_ROOT, name), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((f) => SOURCE_FILE.test(f)).sort()) {
      const { size, mtimeMs } = statSync(join(DOCGEN_ROOT, name, file));
      hash.update(`${name}/${file}\0${size}\0${mtimeMs}\0`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The compiled form of the TypeScript module `entry` (a path): its own sources bundled by esbuild, packages left
 * as imports, with source maps. It is written to `<cacheDir>/<name>-<key>/<entry's name>.mjs`, where `key` is
 * the caller's (known before compiling, so a cached entry costs no compile) or else a hash of the compiled code.
 * A new entry is written beside the folder and renamed into place (concurrent starts never see half of one) and
 * then removes the stale entries of the same name. Throws what esbuild or the file system throws.
 */
export async function compileToCache({
  entry,
  name,
  cacheDir = COMPILE_CACHE,
  key,
  splitting = false,
  inlinePackages = false,
}) {
  const file = `${basenameOf(entry)}.mjs`;
  if (key && (await markUsed(join(cacheDir, `${name}-${key}`), file))) {
    return pathToFileURL(join(cacheDir, `${name}-${key}`, file));
  }
  const record = key ? undefined : inputsRecordOf(cacheDir, name, entry);
  const recorded = record && (await recordedCompile(record, file));
  if (recorded) return pathToFileURL(join(recorded, file));
  const started = Date.now();
  // Beside the final folder and as deep, so the source maps' relative paths hold once it is renamed.
  const partial = join(cacheDir, `${name}-${randomBytes(8).toString('hex')}.partial`);
  const { outputs, inputs } = await compile(entry, partial, splitting, inlinePackages);
  const dir = join(cacheDir, `${name}-${key ?? hashOf(outputs)}`);
  if (!(await markUsed(dir, file))) {
    await writeOutputs(partial, outputs);
    await moveIntoPlace(partial, dir, file);
    await pruneStale(cacheDir, name, dir);
  }
  if (record) await recordInputs(record, dir, inputs, started);
  return pathToFileURL(join(dir, file));
}

/**
 * A compile named by its output (a site's configuration) is found again by what it was made of: the files
 * esbuild read, with their sizes and modification times, recorded beside the cache's entries. A start whose
 * files did not change then runs no esbuild (its process's start and the compile: about a tenth of a second).
 */
function inputsRecordOf(cacheDir, name, entry) {
  return join(
    cacheDir,
    `${name}-${createHash('sha256').update(entry).digest('hex').slice(0, 16)}.inputs.json`,
  );
}

/** The folder of the compile `record` names, when every file it was made of is as it was; else undefined. */
async function recordedCompile(record, file) {
  try {
    const { dir, inputs } = JSON.parse(await readFile(record, 'utf8'));
    for (const [path, size, mtimeMs] of inputs) {
      const now = await stat(path);
      if (now.size !== size || now.mtimeMs !== mtimeMs) return undefined;
    }
    return (await markUsed(dir, file)) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Records what `dir` was compiled from. Not when a file changed since the compile started (it may have read the
 * file before the change) or is not one on disk: the next start then compiles again.
 */
async function recordInputs(record, dir, inputs, started) {
  const stats = await Promise.all(inputs.map((path) => stat(path).catch(() => undefined)));
  if (stats.some((found) => !found || found.mtimeMs >= started)) return;
  const entries = inputs.map((path, index) => [path, stats[index].size, stats[index].mtimeMs]);
  await writeFile(record, JSON.stringify({ dir, inputs: entries })).catch(() => undefined);
}

/** Compiles running now: esbuild's process is stopped when none is. */
let compiling = 0;

/**
 * esbuild's process keeps the memory of its largest compile (a worker module with the markdown chain: about
 * 100 MB) until it is stopped, which would otherwise be at the end of the build, through Vite's run and the
 * transform's peak.
 */
async function compile(entry, outdir, splitting, inlinePackages) {
  const esbuild = await import('esbuild');
  compiling++;
  try {
    const result = await esbuild.build({
      ...compileOptions(inlinePackages),
      entryPoints: [entry],
      outdir,
      splitting,
      // The sources are on disk beside the maps: leaving them out keeps the maps small to load.
      sourcesContent: false,
      write: false,
      metafile: true,
    });
    return {
      outputs: result.outputFiles.map(({ path, text }) => ({ path: relative(outdir, path), text })),
      inputs: Object.keys(result.metafile.inputs).map((input) => resolve(input)),
    };
  } finally {
    if (--compiling === 0) await esbuild.stop();
  }
}

/** How docgen's TypeScript becomes JavaScript, at run time and when packed alike. */
function compileOptions(inlinePackages, locations = sourceLocations) {
  return {
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'silent',
    ...(inlinePackages
      ? { plugins: [bundledPackages, locations], banner: { js: REQUIRE_FOR_BUNDLED_CJS } }
      : { packages: 'external', plugins: [locations, ...(PACKAGED ? [] : [docgenFromSources])] }),
  };
}

/**
 * A site's `import … from 'docgen'` in docgen's own repository: the package's API from its sources, as `dist/`
 * (what the package exports) is only there once it has been packed. The installed package is imported as is.
 */
const docgenFromSources = {
  name: 'docgen-from-sources',
  setup(build) {
    build.onResolve({ filter: /^docgen$/ }, () => ({ path: join(DOCGEN_ROOT, 'core', 'index.ts') }));
  },
};

/**
 * Compiles docgen's modules `entries` (paths relative to docgen's folder) into `dist/` when the package is packed:
 * each to `dist/entries/<name>.mjs` (`packagedModule`), with shared chunks in `dist/chunks/`. The maps carry the
 * sources' text, as the package ships no TypeScript to run; stack traces still name the `.ts` files and lines.
 * `sourcesHash` goes into `build.json` (what `sourcesKey` answers in the installed package).
 */
export async function compilePackage({ entries, sourcesHash }) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    ...compileOptions(true, packagedSourceLocations),
    entryPoints: entries.map((entry) => join(DOCGEN_ROOT, entry)),
    outdir: PACKAGE_DIST,
    // Every file two folders below the package's root, which `packagedSourceLocations` relies on.
    entryNames: 'entries/[name]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    sourcesContent: true,
  });
  await writeFile(PACKAGE_BUILD, `${JSON.stringify({ sourcesHash })}\n`);
}

/**
 * With `inlinePackages` (docgen's own CLI and worker modules), packages compiled into the code rather than
 * imported: the markdown chain, pure ESM spread over hundreds of small modules, which Node
 * would otherwise resolve and load one by one at every start (a tenth of a second for a page's transform in the
 * build's main thread), and what every command loads (zod, yaml, commander, lodash-es: about 80 ms of CPU at
 * each start as some 460 modules, 20 ms as one). Every other package stays an import: React (a site's components
 * must share its instance), native and large ones loaded only where needed.
 */
const BUNDLED_PACKAGES =
  /^(?:zod$|yaml$|lodash-es$|commander$|micromark|mdast-|unist-|hast-|remark-|rehype-|unified$|vfile|devlop$|bail$|trough$|is-plain-obj$|zwitch$|ccount$|longest-streak$|markdown-table$|decode-named-character-reference$|character-entities|property-information$|space-separated-tokens$|comma-separated-tokens$|html-void-elements$|stringify-entities$|web-namespaces$|github-slugger$)/;

/**
 * Bundled CommonJS packages (commander, yaml) `require` Node's own modules, which esbuild leaves to a `require`
 * that ES modules do not have: each compiled file makes one. Built-in modules resolve from any folder.
 */
const REQUIRE_FOR_BUNDLED_CJS =
  "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire('/');";

const bundledPackages = {
  name: 'bundled-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, ({ path }) => {
      const name = path.startsWith('@') ? path.split('/', 2).join('/') : path.split('/', 1)[0];
      return BUNDLED_PACKAGES.test(name) ? undefined : { external: true };
    });
  },
};

/**
 * Modules find files beside themselves through `import.meta` (worker entries, templates, docgen's root): each
 * keeps its source file's location rather than the compiled file's. `locationsOf(path)` gives the expressions of
 * a source's `url`, `filename` and `dirname`.
 */
function sourceLocationsPlugin(name, locationsOf) {
  return {
    name,
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        const locations = locationsOf(path);
        return {
          contents: source.replace(/\bimport\.meta\.(url|filename|dirname)\b/g, (_, key) => locations[key]),
          loader: extname(path).slice(1).replace(/^[cm]/, ''),
        };
      });
    },
  };
}

/** Where docgen runs from its sources: each module's location is its source's absolute path. */
export const sourceLocations = sourceLocationsPlugin('source-locations', (path) => ({
  url: JSON.stringify(pathToFileURL(path).href),
  filename: JSON.stringify(path),
  dirname: JSON.stringify(dirname(path)),
}));

/**
 * In the package, installed anywhere: a source's location relative to the package's root, which is two folders
 * above every compiled file (see `compilePackage`). Shipped files found beside a source are in the package at
 * their source paths.
 */
const packagedSourceLocations = sourceLocationsPlugin('packaged-source-locations', (path) => {
  const fromRoot = relative(DOCGEN_ROOT, path).split(sep).join('/');
  const url = `new URL(${JSON.stringify(fromRoot)}, new URL('../../', import.meta.url)).href`;
  const toPath = (href) => `process.getBuiltinModule('node:url').fileURLToPath(${href})`;
  return { url, filename: toPath(url), dirname: toPath(`new URL('.', ${url})`) };
});

function basenameOf(path) {
  return path.replace(/^.*[/\\]|\.[cm]?[jt]sx?$/g, '');
}

function hashOf(outputs) {
  const hash = createHash('sha256');
  for (const { path, text } of outputs) hash.update(`${path}\0${text}\0`);
  return hash.digest('hex').slice(0, 16);
}

async function writeOutputs(dir, outputs) {
  for (const { path, text } of outputs) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

/** The first of concurrent compiles to finish wins; the others' copies go. */
async function moveIntoPlace(partial, dir, file) {
  try {
    await rename(partial, dir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    if (!(await markUsed(dir, file))) throw error;
  }
}

/** Whether `dir` holds a compiled `file`; if so, its folder's time records the use (see `pruneStale`). */
async function markUsed(dir, file) {
  const found = await stat(join(dir, file)).then(
    () => true,
    () => false,
  );
  if (found) {
    const now = new Date();
    await utimes(dir, now, now).catch(() => undefined);
  }
  return found;
}

/**
 * Removes the entries named `<name>-…` other than `current`, including the copies of interrupted compiles, that
 * no process has used for an hour: a process still running from an older entry may yet load one of its chunks.
 */
async function pruneStale(cacheDir, name, current) {
  const pattern = new RegExp(`^${name.replace(/\W/g, '\\$&')}-[0-9a-f]{16}(\\.partial)?$`);
  const stale = Date.now() - STALE_AFTER_MS;
  for (const entry of await readdir(cacheDir)) {
    const path = join(cacheDir, entry);
    if (!pattern.test(entry) || path === current) continue;
    const used = await stat(path).then(
      ({ mtimeMs }) => mtimeMs,
      () => Infinity,
    );
    if (used < stale) await rm(path, { recursive: true, force: true });
  }
}

/** Whether `error` is esbuild's: the sources do not compile (rather than the cache not being writable). */
export function isCompileError(error) {
  return Array.isArray(error?.errors);
}

let fallbackReported = false;

/** Says, once per process, why compiled code is not used and TypeScript sources run instead. */
export function reportFallback(error) {
  if (fallbackReported) return;
  fallbackReported = true;
  const reason = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `docgen: running the TypeScript sources (slower to start), as compiling them into the cache failed:\n${reason}\n`,
  );
}

/**
 * Runs TypeScript sources as they are (where they cannot be compiled, and in the threads that run them), with
 * docgen's compiler options wherever the process was started: tsx would otherwise look for them in the working
 * directory.
 */
export async function registerTypeScript() {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: join(DOCGEN_ROOT, 'tsconfig.json') });
}

/** Stack traces name the TypeScript sources (through the compiled code's source maps) rather than the cache. */
export function enableSourceMaps() {
  process.setSourceMapsEnabled(true);
}
