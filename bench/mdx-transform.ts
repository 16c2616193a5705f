// The transform's cost for a page that uses a site's components (compiled MDX) against the same page in plain
// markdown, in-process on one thread, after a warm-up: `npm run bench -- --only mdx`. Also what the check that
// sends a page down one path or the other (`needsMdxCompiler`) adds to a plain page, and what the page's markdown
// copy for assistants (`ai`) adds to it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { needsMdxCompiler } from '../generator/transform/mdx-compile/detect.ts';
import type { LinkContext } from '../generator/transform/context.ts';
import { transformMarkdown } from '../generator/transform/transform-markdown.ts';

const ROOT = join(import.meta.dirname, '..', 'tests', 'fixtures', 'mdx-components');
const PAGES = 60;
const ROUNDS = 3;

/** A docs page of a few hundred words: headings, lists, a table, code; `n` makes each page's text its own. */
function plainPage(n: number): string {
  const section = (title: string) =>
    `## ${title} ${n}\n\nThe recorder keeps **motion** events for ${n} days and sends [alerts](./plain.md#plain-markdown) ` +
    `to the operators on duty. Each camera has its own zone, schedule and retention.\n\n` +
    `- Open the review page\n- Pick a camera\n- Choose the hour ${n}\n\n` +
    `| setting | default |\n| --- | --- |\n| fps | ${5 + (n % 10)} |\n| retain | ${n} days |\n\n` +
    '```yaml\ncameras:\n  front:\n    detect:\n      fps: 5\n```\n\n';
  return ['Overview', 'Configure', 'Review', 'Export'].map(section).join('');
}

/** The same page with a site's components: an inline one, a block one with markdown inside, a global one. */
function componentPage(n: number): string {
  return (
    "import NavPath from '@site/src/components/NavPath';\nimport FaqItem from '@site/src/components/FaqItem';\n\n" +
    `On the <NavPath path="Review > Motion" /> page, pick camera ${n}.\n\n` +
    plainPage(n) +
    '<FaqItem question="Can I record all day?">\n  Yes, **recording** never stops.\n</FaqItem>\n\n' +
    'Shown by the global components: <Highlight>no import needed</Highlight>.\n'
  );
}

async function msPerPage(
  file: string,
  page: (n: number) => string,
  cacheDir: string,
  links: LinkContext = { routesByFile: {} },
): Promise<number> {
  const run = (n: number) =>
    transformMarkdown({ root: ROOT, input: { file, body: page(n), bodyLine: 1 }, links, cacheDir });
  for (let n = 0; n < 5; n++) await run(n);
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (let n = 0; n < PAGES; n++) await run(n);
    best = Math.min(best, (performance.now() - start) / PAGES);
  }
  return best;
}

export async function benchMdxTransform(): Promise<Record<string, unknown>> {
  const cacheDir = mkdtempSync(join(tmpdir(), 'docgen-bench-mdx-'));
  try {
    const plain = await msPerPage('content/versioned_docs/version-1.0.0/bench.md', plainPage, cacheDir);
    const components = await msPerPage(
      'content/versioned_docs/version-1.0.0/bench.mdx',
      componentPage,
      cacheDir,
    );
    const withCopy = await msPerPage('content/versioned_docs/version-1.0.0/bench.md', plainPage, cacheDir, {
      routesByFile: {},
      markdownSiteUrl: 'https://docs.example',
    });
    const start = performance.now();
    for (let n = 0; n < PAGES * 10; n++) needsMdxCompiler('bench.md', plainPage(n));
    const detect = (performance.now() - start) / (PAGES * 10);
    return {
      bench: 'mdx-transform',
      pages: PAGES,
      plain_ms_per_page: round(plain),
      component_ms_per_page: round(components),
      component_vs_plain: round(components / plain),
      markdown_copy_ms_per_page: round(withCopy - plain),
      detect_share_of_plain_pct: round((detect / plain) * 100),
    };
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
