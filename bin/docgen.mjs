#!/usr/bin/env node
// The published entry point: runs the CLI compiled from its TypeScript sources (see `compiled-cli.mjs`), or, where
// it cannot be compiled, the sources themselves through the TypeScript loader.
import { compiledCli } from './compiled-cli.mjs';

const compiled = await compiledCli();
if (compiled) {
  await import(compiled);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./docgen.ts');
}
