import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Message, Plugin } from 'esbuild';
import { sourceLocations } from '../../node/compile-cache.mjs';

export type Evaluated = { ok: true; value: unknown } | { ok: false; reason: string };

/** Marks a resolution asked by the plugin itself, so that it is not intercepted again. */
const FROM_PLUGIN = Symbol('from-plugin');

/**
 * The packages a module imports, resolved where the module is (the Docusaurus site's `node_modules`) and
 * imported from there by absolute URL: the compiled copy lives in a temporary folder, where nothing resolves.
 * A package the site lacks stays a bare import and fails when imported, naming the package.
 */
const sitePackages: Plugin = {
  name: 'site-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === FROM_PLUGIN) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: FROM_PLUGIN,
      });
      if (resolved.errors.length > 0 || resolved.path === '') return { path: args.path, external: true };
      // `require` takes a path; `import` a URL (a Windows path is not one).
      const byRequire = args.kind === 'require-call' || args.kind === 'require-resolve';
      return { path: byRequire ? resolved.path : pathToFileURL(resolved.path).href, external: true };
    });
  },
};

/**
 * CommonJS' `require`, `__filename` and `__dirname` for the compiled module, as the source file's, and the
 * object `module.exports` is assigned to in a file esbuild reads as ESM (a `.js` file in a `"type": "module"`
 * package): Docusaurus loads its files with jiti, which takes `module.exports` there too.
 */
function commonJsGlobals(file: string): string {
  return [
    "import { createRequire as __docgenCreateRequire } from 'node:module';",
    `const require = __docgenCreateRequire(${JSON.stringify(file)});`,
    `const __filename = ${JSON.stringify(file)};`,
    `const __dirname = ${JSON.stringify(dirname(file))};`,
    'const __docgenCommonJs = { exports: undefined };',
    'export { __docgenCommonJs };',
  ].join('\n');
}

/**
 * Evaluates a JavaScript or TypeScript module of another project (a Docusaurus `docusaurus.config.ts`,
 * `sidebars.js`) and answers its default export (`module.exports` for CommonJS, in a CommonJS or an ESM
 * package). It is compiled by esbuild to
 * ESM in a temporary folder, never beside the source, so the project's folder is only read. `import.meta.url`,
 * `require`, `__dirname` and `__filename` answer as in the source (configs call `require.resolve`, read files
 * beside themselves).
 */
export async function evaluateModule(path: string): Promise<Evaluated> {
  const file = resolve(path);
  const dir = await mkdtemp(join(tmpdir(), 'docgen-init-'));
  try {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [file],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      plugins: [sourceLocations, sitePackages],
      banner: { js: commonJsGlobals(file) },
      define: { 'module.exports': '__docgenCommonJs.exports' },
    });
    const compiled = join(dir, 'module.mjs');
    await writeFile(compiled, result.outputFiles[0]?.text ?? '');
    const module = (await import(pathToFileURL(compiled).href)) as {
      default?: unknown;
      __docgenCommonJs: { exports: unknown };
    };
    return { ok: true, value: module.default ?? module.__docgenCommonJs.exports };
  } catch (error) {
    return { ok: false, reason: firstLine(error) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** esbuild's first error with its place (`sidebars.js:3:7: Expected ";"`), else the error's first line. */
function firstLine(error: unknown): string {
  const [first] = (error as { errors?: Message[] } | undefined)?.errors ?? [];
  if (first) {
    const at = first.location
      ? `${first.location.file}:${first.location.line}:${first.location.column}: `
      : '';
    return `${at}${first.text}`;
  }
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').find((line) => line.trim() !== '') ?? text;
}
