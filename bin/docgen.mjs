#!/usr/bin/env node
// The CLI's entry. The installed package runs the CLI compiled when it was packed; docgen's own repository runs
// it compiled from its TypeScript sources into the cache (see `compiled-cli.mjs`), or, where it cannot be
// compiled, the sources themselves through the TypeScript loader.
import { URL } from 'node:url';
import { PACKAGED, enableSourceMaps, packagedModule, registerTypeScript } from '../node/compile-cache.mjs';

enableSourceMaps();
if (PACKAGED) {
  await import(packagedModule(new URL('./docgen.ts', import.meta.url)).href);
} else {
  const { compiledCli } = await import('../node/compiled-cli.mjs');
  const compiled = await compiledCli();
  if (compiled) {
    await import(compiled);
  } else {
    await registerTypeScript();
    await import('./docgen.ts');
  }
}
