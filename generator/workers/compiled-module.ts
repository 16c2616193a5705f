import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * A TypeScript module (a worker's, the site's configuration) compiled to one JavaScript file: its own TypeScript
 * sources bundled by esbuild, packages left as imports. A thread that loads it needs no TypeScript loader, which
 * resolves and compiles every file of the module through a loader thread: about 0.4 s of CPU per worker.
 *
 * The file is named by a hash of its content, so an edited source gives a new file and concurrent builds never
 * see each other's half-written one. It lives under `cacheDir`, inside docgen's `node_modules`, so that its
 * package imports resolve as the sources' do. Where it cannot be compiled or written, or its code reads
 * `import.meta`, the TypeScript module is the answer: slower to start, the same work.
 */
export async function compiledModule(source: URL, cacheDir: string): Promise<URL> {
  try {
    const result = await build({
      entryPoints: [fileURLToPath(source)],
      bundle: true,
      packages: 'external',
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    // A module that finds files beside itself would look beside the compiled copy instead.
    if (code.includes('import.meta')) return source;
    const name = fileURLToPath(source).replace(/^.*[/\\]|\.tsx?$/g, '');
    const file = join(
      cacheDir,
      `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
    );
    if (!(await exists(file))) {
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      await mkdir(cacheDir, { recursive: true });
      await writeFile(partial, code);
      await rename(partial, file);
    }
    return pathToFileURL(file);
  } catch {
    return source;
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
