/**
 * Vite's warning about chunks over 500 kB after minification, for the chunks that are docgen's to keep small.
 * Mermaid's are left out: mermaid is imported only on pages with a diagram, and its own chunks (its diagram
 * parsers alone are about 650 kB) cannot be made smaller here. Vite's check counts every chunk, so the bundle
 * turns it off and uses this one instead: the entry and everything loaded without mermaid keep the limit.
 */
import type { Plugin, Rolldown } from 'vite';

/** Vite's default `build.chunkSizeWarningLimit`. */
const CHUNK_SIZE_LIMIT_KB = 500;

/** Packages the client imports only on demand, whose chunks are theirs rather than docgen's. */
const ON_DEMAND_PACKAGES = ['mermaid'];

const isOnDemandPackage = (chunk: Rolldown.OutputChunk) =>
  ON_DEMAND_PACKAGES.some((name) => chunk.facadeModuleId?.includes(`/node_modules/${name}/`) ?? false);

/** The chunks the entries reach without going through an on-demand package. */
function docgensChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const reached = new Map<string, Rolldown.OutputChunk>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || reached.has(fileName) || isOnDemandPackage(chunk)) return;
    reached.set(fileName, chunk);
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return [...reached.values()];
}

export interface OversizedChunk {
  fileName: string;
  kB: number;
}

export function oversizedChunks(bundle: Rolldown.OutputBundle): OversizedChunk[] {
  return docgensChunks(bundle)
    .map((chunk) => ({ fileName: chunk.fileName, kB: Buffer.byteLength(chunk.code) / 1000 }))
    .filter((chunk) => chunk.kB > CHUNK_SIZE_LIMIT_KB);
}

export function chunkSizeWarning(): Plugin {
  return {
    name: 'docgen:chunk-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const { fileName, kB } of oversizedChunks(bundle)) {
        this.warn(
          `${fileName} is ${kB.toFixed(0)} kB after minification, over ${CHUNK_SIZE_LIMIT_KB} kB: ` +
            'load what only some pages need with a dynamic import().',
        );
      }
    },
  };
}
