// Run as a process of its own by `bundle-client.ts`: `node vite-build.mjs <outDir>` builds the client bundle into
// `outDir` with Vite, for production.
import { join } from 'node:path';
import { build } from 'vite';
import { DOCGEN_ROOT } from '../../node/docgen-dirs.ts';
import { chunkSizeWarning } from './chunk-size-warning.ts';
import { CLIENT_ENTRY } from './client-entry.ts';

const [outDir] = process.argv.slice(2);
if (!outDir) throw new Error('usage: vite-build.mjs <outDir>');
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
    rollupOptions: { input: join(DOCGEN_ROOT, CLIENT_ENTRY) },
    // Vite's check would count mermaid's chunks too: chunkSizeWarning() checks the others instead.
    chunkSizeWarningLimit: Infinity,
  },
});
