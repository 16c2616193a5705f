import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VFile } from 'vfile';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newFileData } from '../../../../generator/transform/context.ts';
import { highlightStore } from '../../../../generator/transform/highlight-cache.ts';
import { getHighlighter } from '../../../../generator/transform/highlighter.ts';
import { createProcessor } from '../../../../generator/transform/pipeline.ts';
import { REPO_ROOT } from '../../../helpers/sites.ts';

const FILE = 'content/versioned_docs/version-1.0.1/faq.md';
const CODE = ['```ts\nconst a = 1;\n```', '```bash\nnpm run build\n```', '```json\n{ "a": 1 }\n```'];

// The highlighter takes seconds to make on a busy machine: made once, before the tests' clocks start.
beforeAll(() => getHighlighter(), 60_000);

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'docgen-highlight-cache-'));
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

/** The transform as a new build's thread runs it: nothing highlighted in its memory yet. */
async function transformInNewThread(body: string): Promise<{ html: string }> {
  const processor = createProcessor({
    root: REPO_ROOT,
    highlights: highlightStore(cacheDir),
    autolinkLiterals: true,
  });
  const data = newFileData({ file: FILE, body, bodyLine: 1 }, { routesByFile: {} });
  return {
    html: String(await processor.process(new VFile({ path: FILE, value: body, data: data as never }))),
  };
}

async function pageEntry(): Promise<{ path: string; blocks: Record<string, string> }> {
  const dir = join(cacheDir, 'highlight-4');
  const files = await readdir(dir);
  expect(files).toHaveLength(1);
  const path = join(dir, files[0] ?? '');
  return { path, blocks: JSON.parse(await readFile(path, 'utf8')) as Record<string, string> };
}

describe('the highlight cache', () => {
  it("keeps a page's highlighted blocks in one file, which its next transform reads instead of highlighting", async () => {
    await transformInNewThread(`Intro.\n\n${CODE.join('\n\nText.\n\n')}\n`);
    const { path, blocks } = await pageEntry();
    expect(Object.values(blocks)).toHaveLength(3);
    expect(Object.values(blocks).every((html) => html.startsWith('<pre class="shiki'))).toBe(true);
    // Marked, to see where the next transform's HTML comes from.
    const marked = Object.fromEntries(
      Object.entries(blocks).map(([key, html]) => [key, html.replace('class="shiki', 'class="cached shiki')]),
    );
    await writeFile(path, JSON.stringify(marked));
    const written = await stat(path);

    const edited = await transformInNewThread(`Intro, edited.\n\n${CODE.join('\n\nText.\n\n')}\n`);
    expect(edited.html.match(/class="cached shiki/g)).toHaveLength(3);
    // The same blocks: the file is left as it was.
    expect((await stat(path)).ino).toBe(written.ino);
  });

  it("writes the page's blocks again when its code changed, keeping only those it has now", async () => {
    await transformInNewThread(`${CODE.join('\n\n')}\n`);
    await transformInNewThread(`${CODE[0] ?? ''}\n\n\`\`\`ts\nconst b = 2;\n\`\`\`\n`);
    const { blocks } = await pageEntry();
    const html = Object.values(blocks).join('');
    expect(Object.values(blocks)).toHaveLength(2);
    expect(html).toContain('b</span>');
    expect(html).not.toContain('npm');
  });
});
