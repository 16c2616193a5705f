/**
 * The configuration reference finds each key's JSDoc in the file that declares the key's part of the schema:
 * names are followed through relative imports, renamed or not, file to file.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleConsts } from '../../../../tools/reference/jsdoc.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docgen-module-consts-'));
  await writeFile(
    join(dir, 'root.ts'),
    "import { part as renamed } from './middle.ts';\nconst whole = renamed;\n",
  );
  await writeFile(join(dir, 'middle.ts'), "import { leaf } from './leaf.ts';\nexport const part = leaf;\n");
  await writeFile(join(dir, 'leaf.ts'), 'export const leaf = z.strictObject({ key: z.string() });\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('moduleConsts', () => {
  it('follows a renamed import, then a plain one, to the const that declares it', () => {
    const consts = moduleConsts();
    const whole = consts.lookup(join(dir, 'root.ts'), 'whole');
    expect(whole && ts.isIdentifier(whole) && whole.text).toBe('renamed');
    const part = consts.resolve(whole as ts.Identifier);
    expect(part && ts.isIdentifier(part) && part.text).toBe('leaf');
    const leaf = consts.resolve(part as ts.Identifier);
    expect(leaf?.getSourceFile().fileName).toBe(join(dir, 'leaf.ts'));
    expect(leaf?.getText()).toBe('z.strictObject({ key: z.string() })');
  });

  it('answers nothing for a name no const or relative import gives', () => {
    expect(moduleConsts().lookup(join(dir, 'leaf.ts'), 'z')).toBeUndefined();
  });
});
