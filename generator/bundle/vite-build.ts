// Run as a process of its own by `bundle-client.ts`: `node vite-build.mjs <outDir> <entry>` builds the client
// bundle of one entry (`client-entry.ts`) into `outDir` with Vite, for production.
import { join } from 'node:path';
import { build } from 'vite';
import { DOCGEN_ROOT } from '../../node/docgen-dirs.ts';
import { chunkSizeWarning } from './chunk-size-warning.ts';

const [outDir, entry] = process.argv.slice(2);
if (!outDir || !entry) throw new Error('usage: vite-build.mjs <outDir> <entry>');
await build({
  root: DOCGEN_ROOT,
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  publicDir: false,
  plugins: [chunkSizeWarning()],
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    assetsDir: 'assets',
    rollupOptions: { input: join(DOCGEN_ROOT, entry) },
    // Vite's check would count mermaid's chunks too: chunkSizeWarning() checks the others instead.
    chunkSizeWarningLimit: Infinity,
    // Vite would gzip every chunk to print sizes that a `warn` log level never shows.
    reportCompressedSize: false,
  },
});
