import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rewriteRelativeImports } from '../../../../generator/init/rewrite-imports.ts';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

describe('docgen init: relative imports of the docs it moved into content/', () => {
  it('leads the imports to the same file, leaving the imports shown in code blocks as written', async () => {
    const target = await mkdtemp(join(tmpdir(), 'docgen-rewrite-'));
    roots.push(target);
    await mkdir(join(target, 'content/docs'), { recursive: true });
    const page = [
      "import Chart from '../src/components/Chart';",
      '',
      '```js',
      "import { helper } from '../../helpers/helper';",
      '```',
      '',
    ].join('\n');
    await writeFile(join(target, 'content/docs/intro.mdx'), page);
    await rewriteRelativeImports(target, [['docs', 'content/docs']]);
    const written = await readFile(join(target, 'content/docs/intro.mdx'), 'utf8');
    expect(written).toContain("import Chart from '../../src/components/Chart';");
    expect(written).toContain("import { helper } from '../../helpers/helper';");
  });
});
