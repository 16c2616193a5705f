/**
 * The Node.js version the README and package.json promise is one every installed package accepts: a dependency
 * that declares a newer Node (as `cookie@2` does) makes the promise false on the oldest supported release.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../helpers/sites.ts';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
}

const read = (file: string) => JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8'));
const manifest = read('package.json') as { engines: { node: string } };
const lock = read('package-lock.json') as { packages: Record<string, LockedPackage> };
const oldestNode = semver.minVersion(manifest.engines.node)!.version;

describe('declared Node.js engines', () => {
  it('the README states the minimum package.json declares', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`Node.js ≥ ${manifest.engines.node.replace(/^>=\s*/, '')}`);
  });

  it(`every locked package accepts the oldest supported Node.js (${oldestNode})`, () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, pkg]) => {
      const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
      if (!path || !range || semver.satisfies(oldestNode, range)) return [];
      return [`${path.replace(/^.*node_modules\//, '')}@${pkg.version} wants node ${range}`];
    });
    expect(refusing).toEqual([]);
  });
});
