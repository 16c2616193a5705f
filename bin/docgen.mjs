#!/usr/bin/env node
// The published entry point: runs the CLI compiled from its TypeScript sources (see `compiled-cli.mjs`), or, where
// it cannot be compiled, the sources themselves through the TypeScript loader.
import { enableSourceMaps, registerTypeScript } from '../node/compile-cache.mjs';
import { compiledCli } from '../node/compiled-cli.mjs';

enableSourceMaps();
const compiled = await compiledCli();
if (compiled) {
  await import(compiled);
} else {
  await registerTypeScript();
  await import('./docgen.ts');
}
