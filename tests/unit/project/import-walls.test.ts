/**
 * The import rules of docs/architecture.md's table, as ESLint enforces them: from a file in each top folder, an import of
 * every other top folder is refused unless the table allows it, and Node's modules are refused where code runs in
 * the browser. The imports named are real files, so a refusal is the rule's, not a path that does not resolve.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../helpers/sites.ts';

/**
 * Each top folder and the folders it may import besides its own, as the table in docs/architecture.md states
 * them: the backquoted folders of its "may import" column.
 */
function readWalls(): Record<string, string[]> {
  const doc = readFileSync(join(REPO_ROOT, 'docs/architecture.md'), 'utf8');
  const rows = [...doc.matchAll(/^\| `(\w+)\/` \|[^|\n]*\|([^|\n]*)\|$/gm)];
  return Object.fromEntries(
    rows.map(([, folder, mayImport]) => [folder, [...mayImport!.matchAll(/`(\w+)\/`/g)].map((m) => m[1]!)]),
  );
}
const MAY_USE = readWalls();
const FOLDERS = Object.keys(MAY_USE);
const BROWSER_SIDE = ['core', 'theme', 'client'];
const NODE_SIDE = ['node', 'generator', 'server', 'bin'];

const eslint = new ESLint({ cwd: REPO_ROOT });

/** A TypeScript module of `folder` (which one does not matter, only where it is). */
function moduleOf(folder: string): string {
  const files = readdirSync(join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' });
  const file = files.filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts')).sort()[0];
  if (!file) throw new Error(`${folder}/ has no TypeScript module`);
  return `../${folder}/${file.split('\\').join('/')}`;
}

const WALL_RULES = ['boundaries/dependencies', 'no-restricted-imports', 'no-restricted-globals'];

/** The rules that refuse `code`, linted as a new file at the top of `folder`. */
async function refusals(folder: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(REPO_ROOT, folder, 'wall-probe.ts') });
  return (result?.messages ?? []).flatMap((message) =>
    WALL_RULES.includes(message.ruleId ?? '') ? [message.ruleId!] : [],
  );
}

const importing = (specifier: string) => `import * as probe from '${specifier}';\nexport { probe };\n`;

describe('import walls between the top folders', () => {
  // ESLint loads its config and parsers on the first file: seconds on a busy machine, once for every test.
  beforeAll(() => refusals('core', ''), 60_000);

  it('are stated in docs/architecture.md for every top folder of product code', () => {
    expect(Object.keys(MAY_USE).sort()).toEqual([
      'bin',
      'client',
      'core',
      'generator',
      'node',
      'server',
      'theme',
    ]);
  });

  for (const from of FOLDERS) {
    const others = FOLDERS.filter((to) => to !== from);
    const forbidden = others.filter((to) => !MAY_USE[from]!.includes(to));
    it(`${from}/ may not import ${forbidden.join(', ')}/`, async () => {
      for (const to of forbidden) {
        expect(await refusals(from, importing(moduleOf(to))), `${from} → ${to}`).toEqual([
          'boundaries/dependencies',
        ]);
      }
    });
    if (MAY_USE[from]!.length > 0) {
      it(`${from}/ may import ${MAY_USE[from]!.join(', ')}/`, async () => {
        for (const to of MAY_USE[from]!) {
          expect(await refusals(from, importing(moduleOf(to))), `${from} → ${to}`).toEqual([]);
        }
      });
    }
  }

  it('refuses a dynamic import and a re-export across a wall as well', async () => {
    expect(
      await refusals('generator', `export const load = () => import('${moduleOf('server')}');\n`),
    ).toEqual(['boundaries/dependencies']);
    expect(await refusals('server', `export * from '${moduleOf('generator')}';\n`)).toEqual([
      'boundaries/dependencies',
    ]);
  });

  for (const folder of BROWSER_SIDE) {
    it(`${folder}/ may not import Node's modules`, async () => {
      expect(await refusals(folder, importing('node:fs'))).toEqual(['no-restricted-imports']);
      expect(await refusals(folder, importing('path'))).toEqual(['no-restricted-imports']);
    });
  }

  it('lets the Node sides import Node modules', async () => {
    expect(await refusals('node', importing('node:fs'))).toEqual([]);
  });

  for (const folder of NODE_SIDE) {
    it(`${folder}/ may not use the browser's globals`, async () => {
      expect(await refusals(folder, 'export const title = document.title;\n')).toEqual([
        'no-restricted-globals',
      ]);
    });
  }
});
