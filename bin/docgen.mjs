#!/usr/bin/env node
// The published entry point: registers the TypeScript loader, then runs the CLI written in TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./docgen.ts');
