import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../helpers/sites.ts';

const sites: string[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map(removeSite));
});

const HUGE = 'content/versioned_docs/version-3.2.0/reference/generated-protocol-changelog.md';

/**
 * A page that is slow to transform for real: 16 lines per section, each with a highlighted code block and a table.
 * 300 sections are about a second of markdown and highlighting work, past the 0.05 s the test calls slow; other
 * pages of the fixture may be named too (the first code block of a language on a thread compiles its grammar).
 */
function hugePage(sections: number): string {
  const parts = Array.from({ length: sections }, (_, i) =>
    [
      `## Protocol change ${i}`,
      '',
      `Request version ${i} adds a **field** to the \`Fetch\` response, read by clients from 3.${i % 10} on.`,
      '',
      '```typescript',
      `export function decodeFetchV${i}(buffer: DataView, offset: number): number {`,
      `  const throttle = buffer.getInt32(offset + ${i});`,
      '  return throttle > 0 ? throttle : 0;',
      '}',
      '```',
      '',
      '| field | type | since |',
      '|---|---|---|',
      `| throttle_time_ms | int32 | v${i} |`,
      `| session_id | int32 | v${i + 1} |`,
      '',
    ].join('\n'),
  );
  return `---\ntitle: Generated protocol changelog\n---\n\n${parts.join('\n')}`;
}

/** The real-docs fixture with the huge page and the given limits on one page's time in a stage. */
async function siteWithHugePage(root: string, sections: number, limits: string): Promise<void> {
  await writeSiteFile(root, HUGE, hugePage(sections));
  const config = await readSiteFile(root, 'site.config.ts');
  await writeSiteFile(
    root,
    'site.config.ts',
    config.replace('  signIn: {', `  build: ${limits},\n  signIn: {`),
  );
}

async function fixtureCopy(): Promise<string> {
  const root = await copyFixture('real-docs');
  sites.push(root);
  return root;
}

describe('a page that takes long in a stage', () => {
  it('is named with its stage while the build goes on, and the build succeeds', async () => {
    const root = await fixtureCopy();
    await siteWithHugePage(root, 300, '{ slowPageSeconds: 0.05, pageTimeoutSeconds: 600 }');
    const result = await buildSiteAt(root);
    expect(result.stderr).toContain(`  slow page  transform of ${HUGE}: `);
    expect(result.stderr).toMatch(/Built 41 pages in [\d.]+ s with 0 warning\(s\)/);
    expect(result.code).toBe(0);
  }, 180_000);

  it('past the timeout fails the build naming the page and stage, ends the process and keeps the previous output', async () => {
    const root = await fixtureCopy();
    expect((await buildSiteAt(root)).code).toBe(0);
    const previousFiles = await readdir(`${root}/build`, { recursive: true });
    const previousPage = await readSiteFile(root, 'build/docs/reference.html');
    const siteEntries = await readdir(root);

    // Far above every other page's time and far below the huge page's (which is stopped there, not finished).
    await siteWithHugePage(root, 8000, '{ slowPageSeconds: 0.05, pageTimeoutSeconds: 2 }');
    const result = await buildSiteAt(root);

    expect(result.stderr).toContain(
      `error [page-timeout] ${HUGE} The transform of ${HUGE} took longer than 2 s, the limit for one page.`,
    );
    expect(result.stderr).toContain('Build failed: 1 error(s), 0 warning(s). Nothing was written.');
    expect(result.stderr).not.toMatch(/\n[ \t]+at .+:\d+:\d+/);
    expect(result.code).toBe(1);
    expect(await readdir(`${root}/build`, { recursive: true })).toEqual(previousFiles);
    expect(await readSiteFile(root, 'build/docs/reference.html')).toBe(previousPage);
    expect(existsSync(`${root}/build/docs/reference/generated-protocol-changelog.html`)).toBe(false);
    expect(await readdir(root)).toEqual(siteEntries);
  }, 180_000);
});
